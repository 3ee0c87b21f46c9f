import { Link } from 'react-router';
import { sinTaccLabel } from '@burgers/domain/dietary';
import type { Product } from '@burgers/domain/types';
import { AddToCartButton } from './AddToCartButton';
import { DietaryBadges } from './DietaryBadges';
import { FallbackImage } from './FallbackImage';
import { FavoriteButton } from './FavoriteButton';
import { PriceTag } from './PriceTag';
import { useProductPromotion } from './product-promotion';
import './promo-badge.scss';
import { productSummary, showsVeggieBadge, TYPE_LABELS } from './product-summary';
import { VeggieBadge } from './VeggieBadge';

interface ProductCardProps {
  product: Product;
  /** Heading level of the product name, to keep the page's outline in order. */
  titleAs?: 'h2' | 'h3';
  /** The first cards of a page: their pictures are its largest paint, fetched at once and first. */
  priority?: boolean;
  /** The menu filtered to sin TACC: the card says how (`Sin TACC con Pan sin TACC`) and its page preselects it. */
  sinTacc?: boolean;
}

/** A menu product: picture, name, price, veggie badge, link to its detail, add to cart and favourite. */
export function ProductCard({ product, titleAs: Title = 'h2', priority = false, sinTacc = false }: ProductCardProps) {
  const sinTaccText = sinTacc ? sinTaccLabel(product) : null;
  const detail = `/detalle/${product.id}${sinTaccText ? '?sinTacc=true' : ''}`;
  const summary = productSummary(product);
  const { badge, availability } = useProductPromotion(product);
  const state = !product.inStock ? 'product-card--out-of-stock' : availability ? 'product-card--outside-window' : '';
  return (
    <article className={`product-card h-100 ${state}`.trim()}>
      <div className="product-card__media">
        <Link to={detail} tabIndex={-1} aria-hidden="true" className="product-card__media-link">
          <FallbackImage
            src={product.imgUri}
            alt={product.name}
            kind="product"
            className="product-card__image"
            width="400"
            height="300"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        </Link>
        <span className="product-card__type">{TYPE_LABELS[product.type]}</span>
        {badge && (
          <span className="promo-badge product-card__promo" data-testid="promo-badge">
            {badge}
          </span>
        )}
        {showsVeggieBadge(product) && <VeggieBadge className="product-card__veggie" />}
        <FavoriteButton productId={product.id} productName={product.name} className="product-card__favorite" />
      </div>
      <div className="product-card__body">
        <Title className="product-card__title">
          <Link to={detail} className="stretched-link-title">
            {product.name}
          </Link>
        </Title>
        {summary && <p className="product-card__summary">{summary}</p>}
        {availability && (
          <p className="product-card__availability" data-testid="product-availability">
            {availability}
          </p>
        )}
        {(product.tags.length > 0 || product.optionGroups.length > 0) && (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            {product.optionGroups.length > 0 && <span className="custom-label">Personalizable</span>}
            <DietaryBadges tags={sinTaccText ? product.tags.filter((tag) => tag !== 'sinTacc') : product.tags} />
            {sinTaccText && <span className="diet-badge diet-badge--sinTacc">{sinTaccText}</span>}
          </div>
        )}
        <div className="product-card__footer">
          <PriceTag value={product.price} className="product-card__price" />
          {!product.inStock ? (
            <span className="stock-label">Sin stock</span>
          ) : (
            <AddToCartButton product={product} size="sm" />
          )}
        </div>
      </div>
    </article>
  );
}
