import { ORDER_TOTAL_MAX } from '@burgers/domain/constants';
import { isCouponExpired, todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import { priceOrder } from '@burgers/domain/order-pricing';
import { toCents } from '@burgers/domain/pricing';
import type { Promotion } from '@burgers/domain/promotions';
import type { CartPriceData } from '@burgers/domain/schemas/cart';
import { sellableAt, windowsForProduct, windowsText, type SellingWindow } from '@burgers/domain/week-windows';
import type { Tx } from '#db/client';
import { badRequest, conflict } from '#lib/errors';
import { messages } from '#messages';
import { priceCustom, priceProduct, rewardProductLine, type UnpricedLine } from './cart-lines';
import { readPricingFacts, type PricingFacts } from './pricing-facts';
import type { DeliveryFee, PricedLine, PricedOrder } from './pricing-types';
import type * as repo from './repo';
import type { CartReward } from '../loyalty/pricing';

export type { CustomSnapshot, DeliveryFee, PricedLine, PricedOrder } from './pricing-types';
export { readPricingFacts, type PricingFacts } from './pricing-facts';

/** Every line the order is charged, stored and invoiced for: the products', then the fee's. */
export const chargedLines = (priced: PricedOrder): PricedLine[] =>
  priced.feeLine ? [...priced.lines, priced.feeLine] : priced.lines;

function feeLineOf(fee: DeliveryFee): PricedLine {
  return {
    productId: null,
    title: fee.title,
    quantity: 1,
    unitPriceCents: fee.feeCents,
    discountCents: 0,
    couponCode: null,
    savings: [],
    category: null,
    outsideWindow: null,
    custom: null,
    options: null,
    note: '',
  };
}

/** Each code must exist and be valid today at the store (with the texts of docs/product/cart.md#coupons). */
function checkCoupons(found: Map<string, repo.StoredCoupon>, codes: readonly string[]): repo.StoredCoupon[] {
  const today = todayInStore();
  return codes.map((code) => {
    const coupon = found.get(code.toUpperCase());
    if (!coupon) throw badRequest(MSG.couponNotFound);
    if (isCouponExpired(coupon, today)) throw badRequest(MSG.couponExpired);
    return coupon;
  });
}

/** Why the line cannot be had at `at`: its selling windows in words, or null when it can. */
function outsideWindow(line: UnpricedLine, windows: readonly SellingWindow[], at: Date): string | null {
  if (line.productId === null) return null;
  const own = windowsForProduct(windows, line.productId, line.category);
  return sellableAt(own, at) ? null : windowsText(own);
}

/**
 * Prices a cart from the database alone, at the order's promised time: whatever name or price the
 * client sent is ignored, and every product, base and ingredient must be in stock. The cart page
 * (POST /api/cart/price) and checkout both come here, so what the cart shows is what is charged.
 */
export async function priceCheckout(
  db: Tx,
  input: CartPriceData,
  at: Date,
  delivery: DeliveryFee | null = null,
): Promise<PricedOrder> {
  return priceCart(input, await readPricingFacts(db, input), at, delivery);
}

/**
 * Prices a cart at `at` from the facts read (pure): the same facts and time give the same price,
 * so checkout reads once and prices once.
 */
export function priceCart(
  input: CartPriceData,
  facts: PricingFacts,
  at: Date,
  delivery: DeliveryFee | null = null,
): PricedOrder {
  const { reward, catalogue, optionGroups, promotions, windows } = facts;
  const lines: UnpricedLine[] = input.cart.map((line) =>
    typeof line.id === 'number'
      ? priceProduct({ ...line, id: line.id }, catalogue, optionGroups)
      : priceCustom(line, catalogue),
  );
  const listCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (listCents > toCents(ORDER_TOTAL_MAX)) throw badRequest(messages.orderTotalTooLarge);
  const coupons = checkCoupons(facts.coupons, input.coupons);
  if (reward?.productId) lines.push(rewardProductLine(reward, reward.productId, catalogue, optionGroups));
  return priceLines(lines, coupons, promotions, windows, at, delivery, reward);
}

function priceLines(
  lines: readonly UnpricedLine[],
  coupons: repo.StoredCoupon[],
  promotions: readonly Promotion[],
  windows: readonly SellingWindow[],
  at: Date,
  delivery: DeliveryFee | null,
  reward: CartReward | null,
): PricedOrder {
  const pricing = priceOrder({
    lines,
    coupons: coupons.map((coupon) => ({
      code: coupon.code,
      percentage: coupon.discountPercentage,
      productIds: coupon.productIds,
    })),
    promotions,
    at,
    // The fee is added after every discount: no coupon or promotion ever touches it.
    deliveryFeeCents: delivery?.feeCents ?? 0,
    reward: reward && {
      name: reward.name,
      line: reward.productId ? lines.length - 1 : null,
      amountCents: reward.productId ? null : reward.amountCents,
    },
  });
  return {
    at,
    lines: lines.map((line, index) => ({
      ...line,
      discountCents: pricing.lines[index].discountCents,
      couponCode: pricing.lines[index].couponCode,
      savings: pricing.lines[index].savings,
      outsideWindow: outsideWindow(line, windows, at),
    })),
    coupons,
    orderSavings: pricing.orderSavings,
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    deliveryFeeCents: pricing.deliveryFeeCents,
    feeLine: delivery && delivery.feeCents > 0 ? feeLineOf(delivery) : null,
    totalCents: pricing.totalCents,
    reward,
  };
}

/** Checkout's refusal of a product outside its selling windows: `Menú ejecutivo se vende de lunes a viernes de 12:00 a 16:00.` */
export function refuseOutsideWindows(priced: PricedOrder): void {
  const outside = priced.lines.find((line) => line.outsideWindow !== null);
  if (outside?.outsideWindow) {
    throw conflict(
      MSG.productOutsideWindow.replace('{producto}', outside.title).replace('{ventana}', outside.outsideWindow),
    );
  }
}
