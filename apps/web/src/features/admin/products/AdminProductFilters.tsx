import type { ProductType } from '@burgers/domain/constants';
import { BsSearch } from 'react-icons/bs';
import { PRODUCTS_TEXT } from './messages';
import { CATEGORY_FILTERS } from './product-types';

interface AdminProductFiltersProps {
  category: ProductType | null;
  search: string;
  onCategory(category: ProductType | null): void;
  onSearch(search: string): void;
}

/** The admin list's search box and category buttons (SPEC §2). */
export function AdminProductFilters({ category, search, onCategory, onSearch }: AdminProductFiltersProps) {
  return (
    <div className="admin-product-filters">
      <div className="admin-product-filters__search">
        <label htmlFor="admin-products-search" className="visually-hidden">
          {PRODUCTS_TEXT.searchLabel}
        </label>
        <BsSearch aria-hidden="true" className="admin-product-filters__icon" />
        <input
          id="admin-products-search"
          type="search"
          className="form-control"
          placeholder={PRODUCTS_TEXT.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="admin-product-filters__chips" role="group" aria-label={PRODUCTS_TEXT.categoriesLabel}>
        {CATEGORY_FILTERS.map(({ type, label }) => {
          const active = category === type;
          return (
            <button
              key={label}
              type="button"
              className={`admin-chip ${active ? 'is-active' : ''}`.trim()}
              aria-pressed={active}
              onClick={() => onCategory(type)}
            >
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
