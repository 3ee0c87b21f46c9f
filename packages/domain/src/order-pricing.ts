/**
 * One price for a cart, the same on the cart page, at checkout and on every ticket
 * (docs/product/promotions.md#one-price-for-everyone). In integer cents:
 *  1. each unit gets at most one promotion running at the promised time, the best for the customer;
 *  2. a line's best coupon applies to what the promotions left, only on units whose promotion stacks;
 *  3. the order-level promotion (`monto_minimo`) comes last, on what the lines add up to;
 *  4. the delivery fee is added untouched; no amount goes below zero.
 * Each amount shown (a promotion's or a coupon's on a line) is rounded once.
 */
import { bestCouponFor, divideHalfUp, percentageHundredths, type PricingCoupon, type PricingLine } from './pricing';
import { assignPromotions, type Unit } from './promotion-plans';
import { isPromotionActiveAt, type Promotion } from './promotions';

export interface OrderPricingLine extends PricingLine {
  /** The product's category (its type: burgers, fries...); null for custom burgers. */
  category: string | null;
}

export interface Saving {
  kind: 'promocion' | 'cupon' | 'recompensa';
  promotionId: number | null;
  code: string | null;
  /** `2x1 los martes` or `Cupón BURGER10`. */
  name: string;
  amountCents: number;
}

export interface PricedOrderLine {
  subtotalCents: number;
  savings: Saving[];
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
}

export interface OrderPricing {
  lines: PricedOrderLine[];
  /** List prices, before any saving. */
  subtotalCents: number;
  orderSavings: Saving[];
  /** Every saving: the lines' and the order's. */
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

export interface OrderPricingInput {
  lines: readonly OrderPricingLine[];
  coupons: readonly PricingCoupon[];
  /** Every promotion the shop has; only those running at `at` count. */
  promotions: readonly Promotion[];
  /** The order's promised time (a chosen slot, or the first one for as soon as possible). */
  at: Date;
  /** Added after every discount, never discounted; 0 or absent for pickup. */
  deliveryFeeCents?: number;
  /**
   * A reward paid for with points (docs/product/loyalty.md): the line (by index) it gives for free,
   * untouched by promotions and coupons, or an amount off after the order's promotion.
   */
  reward?: { name: string; line: number | null; amountCents: number | null } | null;
}

export const couponSavingName = (code: string) => `Cupón ${code}`;

function unitsOf(lines: readonly OrderPricingLine[], coupons: readonly PricingCoupon[]): Unit[] {
  return lines.flatMap((line, index) => {
    const quantity = Math.max(0, Math.trunc(line.quantity));
    const coupon = bestCouponFor(line.productId, coupons);
    const couponShare = coupon ? percentageHundredths(coupon.percentage) / 10_000 : 0;
    const priceCents = Math.max(0, Math.round(line.unitPriceCents));
    return Array.from({ length: quantity }, () => ({
      line: index,
      productId: line.productId,
      category: line.category,
      priceCents,
      couponShare,
    }));
  });
}

interface LineTake {
  promotion: Promotion;
  units: number;
  /** Whole cents, or for `porcentaje` the exact sum, rounded once below. */
  saving: number;
}

function lineTakes(units: readonly Unit[], lineCount: number, promotions: readonly Promotion[]): LineTake[][] {
  const perLine: LineTake[][] = Array.from({ length: lineCount }, () => []);
  for (const take of assignPromotions(units, promotions)) {
    take.units.forEach((index, position) => {
      const list = perLine[units[index].line];
      let entry = list.find((candidate) => candidate.promotion === take.promotion);
      if (!entry) {
        entry = { promotion: take.promotion, units: 0, saving: 0 };
        list.push(entry);
      }
      entry.units += 1;
      entry.saving += take.savings[position];
    });
  }
  return perLine;
}

function rewardLine(line: OrderPricingLine, name: string): PricedOrderLine {
  const subtotalCents = Math.max(0, Math.round(line.unitPriceCents)) * Math.max(0, Math.trunc(line.quantity));
  const savings: Saving[] =
    subtotalCents > 0 ? [{ kind: 'recompensa', promotionId: null, code: null, name, amountCents: subtotalCents }] : [];
  return { subtotalCents, savings, discountCents: subtotalCents, totalCents: 0, couponCode: null };
}

function priceOneLine(line: OrderPricingLine, takes: readonly LineTake[], coupons: readonly PricingCoupon[]) {
  const quantity = Math.max(0, Math.trunc(line.quantity));
  const unitCents = Math.max(0, Math.round(line.unitPriceCents));
  const subtotalCents = unitCents * quantity;
  const savings: Saving[] = [];
  let couponBase = subtotalCents;
  for (const take of takes) {
    const { promotion } = take;
    const amountCents =
      promotion.kind === 'porcentaje'
        ? divideHalfUp(take.units * unitCents * percentageHundredths(promotion.percentage ?? 0), 10_000)
        : Math.round(take.saving);
    if (amountCents > 0) {
      savings.push({ kind: 'promocion', promotionId: promotion.id, code: null, name: promotion.name, amountCents });
    }
    couponBase -= promotion.stacksWithCoupons ? amountCents : take.units * unitCents;
  }
  const coupon = bestCouponFor(line.productId, coupons);
  couponBase = Math.max(0, couponBase);
  const couponCents = coupon
    ? Math.min(couponBase, divideHalfUp(couponBase * percentageHundredths(coupon.percentage), 10_000))
    : 0;
  if (coupon && couponCents > 0) {
    savings.push({
      kind: 'cupon',
      promotionId: null,
      code: coupon.code,
      name: couponSavingName(coupon.code),
      amountCents: couponCents,
    });
  }
  const discountCents = Math.min(
    subtotalCents,
    savings.reduce((sum, saving) => sum + saving.amountCents, 0),
  );
  return {
    subtotalCents,
    savings,
    discountCents,
    totalCents: subtotalCents - discountCents,
    couponCode: coupon && couponCents > 0 ? coupon.code : null,
  };
}

/** The best order-level promotion for what the lines add up to; one that does not stack waits out coupons. */
function orderSaving(promotions: readonly Promotion[], linesCents: number, couponUsed: boolean): Saving | null {
  let best: Saving | null = null;
  for (const promotion of [...promotions].sort((a, b) => a.id - b.id)) {
    if (promotion.kind !== 'monto_minimo') continue;
    if (linesCents < (promotion.minimumCents ?? 0) || (couponUsed && !promotion.stacksWithCoupons)) continue;
    const raw =
      promotion.percentage !== null
        ? divideHalfUp(linesCents * percentageHundredths(promotion.percentage), 10_000)
        : (promotion.amountCents ?? 0);
    const amountCents = Math.min(linesCents, Math.max(0, raw));
    if (amountCents > 0 && (best === null || amountCents > best.amountCents)) {
      best = { kind: 'promocion', promotionId: promotion.id, code: null, name: promotion.name, amountCents };
    }
  }
  return best;
}

export function priceOrder(input: OrderPricingInput): OrderPricing {
  const running = input.promotions.filter((promotion) => isPromotionActiveAt(promotion, input.at));
  const rewardAt = input.reward?.line ?? null;
  const units = unitsOf(input.lines, input.coupons).filter((unit) => unit.line !== rewardAt);
  const takes = lineTakes(
    units,
    input.lines.length,
    running.filter((promotion) => promotion.kind !== 'monto_minimo'),
  );
  const lines = input.lines.map((line, index) =>
    index === rewardAt && input.reward
      ? rewardLine(line, input.reward.name)
      : priceOneLine(line, takes[index], input.coupons),
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const linesCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const order = orderSaving(
    running,
    linesCents,
    lines.some((line) => line.couponCode !== null),
  );
  const orderSavings = order ? [order] : [];
  const amountReward = input.reward && input.reward.line === null ? input.reward : null;
  const rewardCents = Math.min(
    Math.max(0, linesCents - (order?.amountCents ?? 0)),
    Math.max(0, Math.round(amountReward?.amountCents ?? 0)),
  );
  if (amountReward && rewardCents > 0) {
    orderSavings.push({
      kind: 'recompensa',
      promotionId: null,
      code: null,
      name: amountReward.name,
      amountCents: rewardCents,
    });
  }
  const orderCents = (order?.amountCents ?? 0) + rewardCents;
  const deliveryFeeCents = Math.max(0, Math.round(input.deliveryFeeCents ?? 0));
  return {
    lines,
    subtotalCents,
    orderSavings,
    discountCents: subtotalCents - linesCents + orderCents,
    deliveryFeeCents,
    totalCents: Math.max(0, linesCents - orderCents) + deliveryFeeCents,
  };
}
