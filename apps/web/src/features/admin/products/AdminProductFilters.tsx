import { BsSearch } from 'react-icons/bs';
import type { ProductType } from '@burgers/domain/constants';
import { FilterChip } from '#components/FilterChip';
import { PRODUCTS_TEXT } from './messages';
import { CATEGORY_FILTERS } from './product-types';

interface AdminProductFiltersProps {
  category: ProductType | null;
  search: string;
  onCategory(category: ProductType | null): void;
  onSearch(search: string): void;
}

/** The admin list's search box and category buttons (docs/product/admin.md#products). */
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
        {CATEGORY_FILTERS.map(({ type, label }) => (
          <FilterChip key={label} className="admin-chip" active={category === type} onClick={() => onCategory(type)}>
            {label}
          </FilterChip>
        ))}
      </div>
    </div>
  );
}
