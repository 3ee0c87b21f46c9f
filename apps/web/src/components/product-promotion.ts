import { availableText } from '@burgers/domain/availability-text';
import { promotionBadge } from '@burgers/domain/promotions';
import { sellableAt, windowsForProduct, windowsText } from '@burgers/domain/week-windows';
import { toPromotion, usePromotions, useSellingWindows } from '#api/promotions';

/**
 * What the menu and the product page say of a product now: the promotion running (`2x1 hoy`) and,
 * outside its selling windows, when it is on sale (`Disponible de lunes a viernes de 12:00 a 16:00`).
 * Nothing until both lists arrive (the server's markup has neither, so taking it over matches).
 */
export function useProductPromotion(product: { id: number; type: string }): {
  badge: string | null;
  availability: string | null;
} {
  const promotions = usePromotions().data;
  const windows = useSellingWindows().data;
  if (!promotions || !windows) return { badge: null, availability: null };
  const now = new Date();
  const own = windowsForProduct(windows, product.id, product.type);
  return {
    badge: promotionBadge(promotions.map(toPromotion), product.id, product.type, now),
    availability: sellableAt(own, now) ? null : availableText(windowsText(own)),
  };
}
