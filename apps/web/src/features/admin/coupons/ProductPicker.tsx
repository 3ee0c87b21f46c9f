import { useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { Product } from '@burgers/domain/types';
import { sortedIds } from './coupon-form-values';
import { COUPON_ADMIN_TEXT as T, PRODUCT_GROUPS } from './messages';

interface ProductPickerProps {
  products: Product[];
  value: number[];
  error: string | undefined;
  onChange(ids: number[]): void;
  onBlur(): void;
}

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The menu's products as checkboxes grouped by category, with a search box for long menus. */
export function ProductPicker({ products, value, error, onChange, onBlur }: ProductPickerProps) {
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const wanted = normalized(filter.trim());
  const groups = PRODUCT_GROUPS.map((group) => ({
    ...group,
    items: products.filter((product) => product.type === group.type && normalized(product.name).includes(wanted)),
  })).filter((group) => group.items.length > 0);

  const toggle = (id: number, checked: boolean) =>
    onChange(sortedIds(checked ? [...value, id] : value.filter((chosenId) => chosenId !== id)));

  return (
    <fieldset className="product-picker" aria-describedby={error ? 'coupon-products-error' : undefined} onBlur={onBlur}>
      <legend className="form-label fs-6 mb-1">{T.products}</legend>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <Form.Control
          type="search"
          size="sm"
          className="product-picker__filter"
          aria-label={T.productsFilter}
          placeholder={T.productsFilter}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="small text-body-secondary" aria-live="polite">
          {T.selectedCount(value.length)}
        </span>
      </div>
      <div className={`product-picker__box ${error ? 'is-invalid' : ''}`.trim()}>
        {groups.length === 0 && <p className="mb-0 small text-body-secondary">{T.productsNone}</p>}
        {groups.map((group) => (
          <div key={group.type} className="product-picker__group" role="group" aria-label={group.label}>
            <p className="product-picker__group-title" aria-hidden="true">
              {group.label}
            </p>
            {group.items.map((product) => (
              <Form.Check
                key={product.id}
                id={`coupon-product-${product.id}`}
                label={product.name}
                checked={chosen.has(product.id)}
                onChange={(event) => toggle(product.id, event.target.checked)}
              />
            ))}
          </div>
        ))}
      </div>
      {error && (
        <div id="coupon-products-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
