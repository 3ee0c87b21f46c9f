import { useProductPromotion } from './product-promotion';
import './promo-badge.scss';

/** The product page's `2x1 hoy` and, outside its selling windows, when it is on sale. */
export function ProductPromotionNote({ product }: { product: { id: number; type: string } }) {
  const { badge, availability } = useProductPromotion(product);
  if (!badge && !availability) return null;
  return (
    <div className="d-grid gap-1 mb-2 justify-items-start">
      {badge && (
        <p className="mb-0">
          <span className="promo-badge" data-testid="promo-badge">
            {badge}
          </span>
        </p>
      )}
      {availability && (
        <p className="product-detail__availability" data-testid="product-availability">
          {availability}
        </p>
      )}
    </div>
  );
}
