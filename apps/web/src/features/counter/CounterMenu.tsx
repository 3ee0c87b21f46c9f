import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '@burgers/domain/types';
import { catalogueQuery } from '#api/catalogue';
import { COUNTER_TEXT } from './messages';

const CATEGORIES = ['burgers', 'combos', 'fries', 'beverages'] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface CounterMenuProps {
  onAdd: (product: Product) => void;
}

/** The menu as the storefront sells it: found by typing (Enter adds the first match) or tapped. */
export function CounterMenu({ onAdd }: CounterMenuProps) {
  const catalogue = useQuery(catalogueQuery);
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Typing starts at once: the page opens with the search focused (after the router's own focus move).
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const sellable = useMemo(
    () =>
      (catalogue.data ?? []).filter((product) => product.deletedAt === null && product.type in COUNTER_TEXT.categories),
    [catalogue.data],
  );
  const matches = sellable.filter((product) => fold(product.name).includes(fold(search.trim())));
  const orderable = (product: Product) => product.inStock && (product.missingParts?.length ?? 0) === 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = matches.find(orderable);
    if (first && search.trim() !== '') {
      onAdd(first);
      setSearch('');
    }
  };

  return (
    <section className="counter-menu" aria-labelledby="counter-menu-title">
      <h2 id="counter-menu-title" className="visually-hidden">
        {COUNTER_TEXT.menu}
      </h2>
      <label htmlFor="counter-search" className="form-label fw-semibold">
        {COUNTER_TEXT.search}
      </label>
      <input
        id="counter-search"
        type="search"
        className="form-control form-control-lg"
        value={search}
        ref={input}
        autoComplete="off"
        aria-describedby="counter-search-hint"
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id="counter-search-hint" className="form-text">
        {COUNTER_TEXT.searchHint}
      </p>
      {catalogue.isSuccess && matches.length === 0 && <p>{COUNTER_TEXT.noMatch}</p>}
      <div className="counter-menu__list">
        {CATEGORIES.map((category) => {
          const products = matches.filter((product) => product.type === category);
          if (products.length === 0) return null;
          return (
            <div key={category} className="mb-3">
              <h3 className="h6 text-uppercase text-body-secondary mb-2">{COUNTER_TEXT.categories[category]}</h3>
              <div className="counter-menu__grid">
                {products.map((product) => (
                  <button
                    key={product.id}
                    type="button"
                    className="btn btn-outline-dark counter-menu__product"
                    disabled={!orderable(product)}
                    aria-label={COUNTER_TEXT.add(product.name)}
                    onClick={() => onAdd(product)}
                  >
                    <span className="counter-menu__name">{product.name}</span>
                    <span className="counter-menu__price">
                      {orderable(product) ? `$ ${product.price.toLocaleString('es-AR')}` : COUNTER_TEXT.outOfStock}
                    </span>
                  </button>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
