/**
 * Cart pricing (docs/product/cart.md#totals) in integer cents, so sums never drift; pesos only at the edges.
 * A line's discount = price / 100 x quantity x percentage of the best coupon covering its product.
 */
import { CURRENCY_PREFIX } from './constants';
import { isCouponExpired } from './coupons';
import type { CartLine, Coupon } from './types';

export interface PricingLine {
  /** null for lines no coupon can cover (custom burgers). */
  productId: number | null;
  unitPriceCents: number;
  quantity: number;
}

export interface PricingCoupon {
  code: string;
  percentage: number;
  productIds: readonly number[];
}

export interface LinePricing {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The coupon whose discount applies to this line, if any. */
  couponCode: string | null;
}

export interface CartPricing {
  lines: LinePricing[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
}

/** Pesos (at most 2 decimals) to cents; the precision guard absorbs binary noise like 0.29 * 100. */
export function toCents(pesos: number): number {
  return Math.round(Number((pesos * 100).toPrecision(15)));
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** n / d rounded half up, for integers n >= 0 and d > 0. */
export function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * Argentine notation: a dot every three digits and a decimal comma ('7.500', '29.870,00'), written
 * from the integer cents. Not Intl.NumberFormat: a browser's first Intl format loads its locale data
 * (some 20 ms, four times that on a slow phone), which every page showing a price paid as it loaded.
 */
function pesosText(cents: number, withCents: boolean): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return withCents ? `${whole},${String(cents % 100).padStart(2, '0')}` : whole;
}

/** '-$ 1.500,00': the sign before the currency, as es-AR writes it. */
function withPrefix(cents: number, withCents: boolean): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${CURRENCY_PREFIX} ${pesosText(Math.abs(cents), withCents)}`;
}

/** A product's price: '$ 7.500' for whole pesos, '$ 7.500,50' when it has cents (SPEC: a $ prefix). */
export function formatPrice(pesos: number): string {
  const cents = toCents(pesos);
  return withPrefix(cents, cents % 100 !== 0);
}

/** Totals, subtotals, discounts and installments always with 2 decimals: '$ 29.870,00' (docs/product/README.md#conventions-every-area-shares). */
export function formatTotal(pesos: number): string {
  return withPrefix(toCents(pesos), true);
}

/** Percentages are kept to hundredths so discounts stay integer arithmetic. */
export function percentageHundredths(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(10_000, Math.max(0, Math.round(percentage * 100)));
}

/** The coupon with the largest percentage for a product; ties go to the smaller code, so order never matters. */
export function bestCouponFor(productId: number | null, coupons: readonly PricingCoupon[]): PricingCoupon | null {
  if (productId === null) return null;
  let best: PricingCoupon | null = null;
  for (const coupon of coupons) {
    if (!coupon.productIds.includes(productId)) continue;
    const share = percentageHundredths(coupon.percentage);
    if (share === 0) continue;
    const bestShare = best ? percentageHundredths(best.percentage) : -1;
    if (share > bestShare || (share === bestShare && best !== null && coupon.code < best.code)) best = coupon;
  }
  return best;
}

export function priceLine(line: PricingLine, coupons: readonly PricingCoupon[]): LinePricing {
  const quantity = Math.max(0, Math.trunc(line.quantity));
  const subtotalCents = Math.max(0, Math.round(line.unitPriceCents)) * quantity;
  const coupon = bestCouponFor(line.productId, coupons);
  const discountCents = coupon
    ? Math.min(subtotalCents, divideHalfUp(subtotalCents * percentageHundredths(coupon.percentage), 10_000))
    : 0;
  return {
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    couponCode: discountCents > 0 && coupon ? coupon.code : null,
  };
}

export function priceCart(lines: readonly PricingLine[], coupons: readonly PricingCoupon[]): CartPricing {
  const priced = lines.map((line) => priceLine(line, coupons));
  const subtotalCents = priced.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0);
  return { lines: priced, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

export function toPricingCoupon(coupon: Pick<Coupon, 'code' | 'discountPorcentage' | 'productsId'>): PricingCoupon {
  return { code: coupon.code, percentage: coupon.discountPorcentage, productIds: coupon.productsId };
}

/** A stored cart line as a pricing line: custom burgers (string ids) get no coupon. */
export function toPricingLine(line: Pick<CartLine, 'id' | 'price' | 'cantidad'>): PricingLine {
  return {
    productId: typeof line.id === 'number' ? line.id : null,
    unitPriceCents: toCents(line.price),
    quantity: line.cantidad,
  };
}

/**
 * The cart page's totals in pesos. When `today` is given (the store's date or a moment), coupons
 * expired by then are left out (a coupon chosen yesterday may have expired since).
 */
export function cartTotals(cart: readonly CartLine[], coupons: readonly Coupon[], today?: string | Date): CartTotals {
  const usable = today === undefined ? coupons : coupons.filter((coupon) => !isCouponExpired(coupon, today));
  const pricing = priceCart(cart.map(toPricingLine), usable.map(toPricingCoupon));
  return {
    subtotal: fromCents(pricing.subtotalCents),
    discount: fromCents(pricing.discountCents),
    total: fromCents(pricing.totalCents),
  };
}
