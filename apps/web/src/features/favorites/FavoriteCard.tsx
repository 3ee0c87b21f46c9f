import { Link } from 'react-router';
import { formatPrice } from '@burgers/domain/pricing';
import type { Product } from '@burgers/domain/types';
import { FallbackImage } from '#components/FallbackImage';
import { FaHeartBroken } from '#components/icons/FaHeartBroken';
import { pathTo } from '#lib/paths';

interface FavoriteCardProps {
  product: Product;
  onRemove(): void;
}

/** One favourite with its two actions of docs/product/customer-area.md#favourites: View and Remove. */
export function FavoriteCard({ product, onRemove }: FavoriteCardProps) {
  return (
    <article className="favorite-card card h-100">
      <FallbackImage
        src={product.imgUri}
        alt={product.name}
        kind="product"
        className="favorite-card__img card-img-top"
      />
      <div className="card-body d-flex flex-column">
        <h2 className="h4 mb-1">{product.name}</h2>
        <p className="favorite-card__price mb-3">{formatPrice(product.price)}</p>
        <div className="d-flex gap-2 mt-auto">
          <Link
            to={pathTo.product(product.id)}
            className="btn btn-primary flex-grow-1 fw-semibold"
            aria-label={`Ver ${product.name}`}
          >
            Ver
          </Link>
          <button
            type="button"
            className="btn btn-outline-danger flex-grow-1"
            aria-label={`Quitar ${product.name} de favoritos`}
            onClick={onRemove}
          >
            <FaHeartBroken className="me-1" aria-hidden="true" />
            Quitar
          </button>
        </div>
      </div>
    </article>
  );
}
