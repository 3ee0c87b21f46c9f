import { Button } from 'react-bootstrap';
import { FaEdit, FaTrashAlt, FaUndo } from 'react-icons/fa';
import { Link } from 'react-router';
import type { Product } from '@burgers/domain/types';
import { FallbackImage } from '#components/FallbackImage';
import { PriceTag } from '#components/PriceTag';
import { TYPE_LABELS } from '#components/product-summary';
import { ownStockMark, StockToggle } from '#components/StockToggle';
import { pathTo } from '#lib/paths';
import { PRODUCTS_TEXT } from './messages';

interface AdminProductCardProps {
  product: Product;
  busy: boolean;
  onSetActive(product: Product, active: boolean): void;
}

/** One product of the admin list: picture, name, price, state, edit and deactivate or restore (docs/product/admin.md#products). */
export function AdminProductCard({ product, busy, onSetActive }: AdminProductCardProps) {
  const active = product.deletedAt === null;
  // docs/product/admin.md#products: base burgers cannot be deactivated or restored from the card.
  const lockedBase = product.type === 'burgerBase';
  return (
    <article className={`admin-product-card ${active ? '' : 'is-inactive'}`.trim()}>
      <div className="admin-product-card__media">
        <FallbackImage
          src={product.imgUri}
          alt={product.name}
          kind={product.type === 'ingredients' ? 'ingredient' : 'product'}
          className="admin-product-card__image"
          width="320"
          height="220"
        />
        <span className="admin-product-card__type">{TYPE_LABELS[product.type]}</span>
      </div>
      <div className="admin-product-card__body">
        <h2 className="admin-product-card__title">{product.name}</h2>
        <div className="admin-product-card__meta">
          <PriceTag value={product.price} className="admin-product-card__price" />
          <span className={`admin-product-card__state badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {active ? PRODUCTS_TEXT.active : PRODUCTS_TEXT.inactive}
          </span>
        </div>
        <StockToggle id={product.id} name={product.name} inStock={ownStockMark(product)} />
        <div className="admin-product-card__actions">
          <Link
            to={pathTo.adminEditProduct(product.id)}
            className="btn btn-outline-dark btn-sm"
            aria-label={`${PRODUCTS_TEXT.edit} ${product.name}`}
          >
            <FaEdit aria-hidden="true" className="me-1" />
            {PRODUCTS_TEXT.edit}
          </Link>
          {lockedBase ? (
            <span className="admin-product-card__locked">{PRODUCTS_TEXT.baseLocked}</span>
          ) : active ? (
            <Button
              variant="outline-danger"
              size="sm"
              disabled={busy}
              aria-label={`${PRODUCTS_TEXT.deactivate} ${product.name}`}
              onClick={() => onSetActive(product, false)}
            >
              <FaTrashAlt aria-hidden="true" className="me-1" />
              {PRODUCTS_TEXT.deactivate}
            </Button>
          ) : (
            <Button
              variant="success"
              size="sm"
              disabled={busy}
              aria-label={`${PRODUCTS_TEXT.restore} ${product.name}`}
              onClick={() => onSetActive(product, true)}
            >
              <FaUndo aria-hidden="true" className="me-1" />
              {PRODUCTS_TEXT.restore}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
