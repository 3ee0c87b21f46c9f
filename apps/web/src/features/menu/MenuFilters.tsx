import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductCategory, SortOrder } from '@burgers/domain/constants';
import { FilterChip } from '#components/FilterChip';
import { BsSearch } from '#components/icons/BsSearch';
import { FaLeaf } from '#components/icons/FaLeaf';
import { GiHamburger } from '#components/icons/GiHamburger';
import { useHydrated } from '#lib/hydrated';
import { PATHS } from '#lib/paths';
import type { MenuParams } from './menu-params';

const CATEGORY_BUTTONS: { value: ProductCategory | null; label: string }[] = [
  { value: null, label: 'Todo' },
  { value: 'burgers', label: 'Hamburguesas' },
  { value: 'combos', label: 'Combos' },
  { value: 'beverages', label: 'Bebidas' },
  { value: 'fries', label: 'Papas' },
];

interface MenuFiltersProps {
  params: MenuParams;
  setFilter(key: 'category' | 'order' | 'q' | 'veggie' | 'sinTacc', value: string | null): void;
}

/** Search, sort, the category buttons and the Veggie toggle (docs/product/storefront.md#menu). */
export function MenuFilters({ params, setFilter }: MenuFiltersProps) {
  // The field keeps its own text so typing never fights the address bar; it follows the address when
  // that changes from elsewhere (the navbar's 'Menú' link clears the search).
  const [text, setText] = useState(params.name);
  const [followed, setFollowed] = useState(params.name);
  // Typed before the page's code takes over, a search would be lost: the field waits for it.
  const hydrated = useHydrated();
  if (params.name !== followed) {
    setFollowed(params.name);
    setText(params.name);
  }

  const onSearch = (value: string) => {
    setText(value);
    setFollowed(value);
    setFilter('q', value);
  };

  return (
    <div className="menu-filters">
      <div className="menu-filters__row">
        <div className="menu-filters__search">
          <label htmlFor="menu-search" className="visually-hidden">
            Buscar en el menú
          </label>
          <BsSearch aria-hidden="true" className="menu-filters__search-icon" />
          <input
            id="menu-search"
            type="search"
            className="form-control"
            placeholder="Buscá tu burger, combo o bebida..."
            value={text}
            readOnly={!hydrated}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="menu-filters__sort">
          <label htmlFor="menu-sort" className="menu-filters__sort-label">
            Ordenar
          </label>
          <select
            id="menu-sort"
            className="form-select"
            value={params.order ?? ''}
            aria-disabled={hydrated ? undefined : true}
            onChange={(event) => setFilter('order', (event.target.value as SortOrder | '') || null)}
          >
            <option value="">Sin orden</option>
            <option value="desc">Mayor precio</option>
            <option value="asc">Menor precio</option>
          </select>
        </div>
        <Link to={PATHS.builder} className="btn btn-danger menu-filters__builder">
          <GiHamburger aria-hidden="true" className="me-2" />
          Armá tu burger
        </Link>
      </div>
      <div className="menu-filters__chips" role="group" aria-label="Categorías">
        {CATEGORY_BUTTONS.map((button) => (
          <FilterChip
            key={button.label}
            className="menu-chip"
            active={params.category === button.value}
            onClick={() => setFilter('category', button.value)}
          >
            {button.label}
          </FilterChip>
        ))}
        {/* Choosing Veggie while it is on clears it (docs/product/storefront.md#menu). */}
        <FilterChip
          className="menu-chip menu-chip--veggie"
          active={params.isVeggie}
          onClick={() => setFilter('veggie', params.isVeggie ? null : 'true')}
        >
          <FaLeaf aria-hidden="true" className="me-1" />
          Veggie
        </FilterChip>
        <FilterChip
          className="menu-chip menu-chip--sin-tacc"
          active={params.sinTacc ?? false}
          onClick={() => setFilter('sinTacc', params.sinTacc ? null : 'true')}
        >
          Sin TACC
        </FilterChip>
      </div>
    </div>
  );
}
