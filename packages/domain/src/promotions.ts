/**
 * Promotions the shop runs by itself (docs/product/promotions.md): a percentage off some products,
 * `2x1`/`3x2`, a set of products at a fixed price, and an amount or percentage off an order above a
 * subtotal. Judged at the order's promised time in the store's zone, never at the moment it is placed.
 */
import { todayInStore } from './coupons';
import { inWindow, windowsText, type WeekWindow } from './week-windows';

export const PROMOTION_KINDS = ['porcentaje', 'nxm', 'precio_fijo', 'monto_minimo'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export interface Promotion {
  id: number;
  /** Shown to customers: `2x1 los martes`. */
  name: string;
  kind: PromotionKind;
  /** porcentaje: off each unit; monto_minimo: off the order (or `amountCents`). 1 to 100. */
  percentage: number | null;
  /** nxm: of every `buy` units, `pay` are paid (2x1: buy 2, pay 1). */
  buy: number | null;
  pay: number | null;
  /** precio_fijo: what the whole set costs. */
  fixedPriceCents: number | null;
  /** monto_minimo: the subtotal from which it applies, and the amount off (when not a percentage). */
  minimumCents: number | null;
  amountCents: number | null;
  /** The products it applies to; for precio_fijo the set itself, a product repeated per unit. */
  productIds: readonly number[];
  /** Whole categories it applies to (product types: burgers, fries...); not for precio_fijo. */
  categories: readonly string[];
  window: WeekWindow;
  /** Calendar dates at the store, yyyy-mm-dd, inclusive; null: open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  /** Whether a coupon still applies to what this promotion left. */
  stacksWithCoupons: boolean;
  active: boolean;
}

/** Is the promotion running at this instant (the order's promised time)? */
export function isPromotionActiveAt(promotion: Promotion, instant: Date): boolean {
  if (!promotion.active) return false;
  const day = todayInStore(instant);
  if (promotion.startsOn !== null && day < promotion.startsOn) return false;
  if (promotion.endsOn !== null && day > promotion.endsOn) return false;
  return inWindow(promotion.window, instant);
}

/** Does a unit-level promotion cover this product? */
export function promotionCovers(promotion: Promotion, productId: number | null, category: string | null): boolean {
  if (productId === null || promotion.kind === 'monto_minimo') return false;
  return promotion.productIds.includes(productId) || (category !== null && promotion.categories.includes(category));
}

/** `2x1 hoy` on the menu: the promotion's name when it is running now and covers the product. */
export function promotionBadge(
  promotions: readonly Promotion[],
  productId: number,
  category: string | null,
  now: Date,
): string | null {
  const running = promotions.find(
    (promotion) => promotionCovers(promotion, productId, category) && isPromotionActiveAt(promotion, now),
  );
  if (!running) return null;
  const short =
    running.kind === 'nxm'
      ? `${running.buy}x${running.pay}`
      : running.kind === 'porcentaje'
        ? `${running.percentage} % off`
        : 'Combo';
  return `${short} hoy`;
}

/** `los martes de 00:00 a 24:00`: when a promotion runs, for the home's list of the week. */
export function promotionWhen(promotion: Promotion): string {
  return windowsText([promotion.window]);
}
