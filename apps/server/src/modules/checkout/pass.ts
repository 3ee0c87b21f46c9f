/**
 * The one pass every new order takes (docs/architecture.md, "Checkout in one pass"): the web
 * checkout, cash at pickup and the counter alike. What the cart is priced from is read before; then,
 * under the slots' lock, the slot is decided once, the cart priced once at its promise, every check
 * made on that one price, and the slot and the reward's points held. Nothing is decided or priced twice.
 */
import { LOYALTY_MSG } from '@burgers/domain/loyalty-messages';
import { MSG } from '@burgers/domain/messages';
import { toCents } from '@burgers/domain/pricing';
import type { CheckoutData } from '@burgers/domain/schemas/cart';
import type { Tx } from '#db/client';
import { badRequest, HttpError } from '#lib/errors';
import { pricedCartView } from './cart-view';
import { priceCart, refuseOutsideWindows, type PricedOrder } from './pricing';
import type { PricingFacts } from './pricing-facts';
import { checkCouponLimits } from '../coupons/limits';
import { checkDeliveryPrice, deliveryFee, type DeliveryTerms } from '../delivery/checkout';
import { holdPoints } from '../loyalty/ledger';
import {
  decideSlot,
  holdDecided,
  type PickupDecision,
  type PickupHoldRules,
  type PickupState,
} from '../pickup/service';

/** The price the customer saw, sent back: refused (409, with the cart as it is now) when it changed. */
export function checkExpectedTotal(input: CheckoutData, priced: PricedOrder): void {
  if (input.expectedTotal === undefined || toCents(input.expectedTotal) === priced.totalCents) return;
  throw new HttpError(409, MSG.pricesChanged, { cart: pricedCartView(priced) });
}

export interface OrderPass {
  input: CheckoutData;
  facts: PricingFacts;
  delivery: DeliveryTerms | null;
  /** Whose points a reward spends and whose personal coupon applies; null for nobody's (a walk-in). */
  buyerId: number | null;
  /** The slot's rules (staff may pass a pause or, when forced, a full slot) and the hold's owner. */
  hold: PickupHoldRules;
  /** A check of the channel's own on the one price (cash's limit, the note it is paid with). */
  check?: (priced: PricedOrder, tx: Tx) => Promise<void> | void;
}

export interface PassedOrder {
  orderId: number;
  decision: PickupDecision;
  priced: PricedOrder;
}

/** Runs inside `withSlots`: a refusal at any step rolls the hold back with the transaction. */
export async function decidePriceAndHold(tx: Tx, state: PickupState, now: Date, pass: OrderPass): Promise<PassedOrder> {
  const { input, delivery, buyerId } = pass;
  const decision = decideSlot(state, now, input.pickupAt, pass.hold);
  // Priced at the promise it gets: promotions and selling windows are judged then.
  const priced = priceCart(input, pass.facts, decision.promisedAt, deliveryFee(delivery));
  // A personal coupon only for its customer, a single-use one only while unused (coupons/limits.ts).
  await checkCouponLimits(tx, priced.coupons, buyerId);
  refuseOutsideWindows(priced);
  checkDeliveryPrice(delivery, priced);
  checkExpectedTotal(input, priced);
  await pass.check?.(priced, tx);
  const orderId = await holdDecided(tx, state, decision, now, pass.hold);
  // The reward's points, held under the customer's lock until the payment settles (loyalty/ledger.ts).
  const reward = priced.reward;
  if (reward) {
    if (buyerId === null) throw badRequest(LOYALTY_MSG.rewardNeedsAccount);
    const hold = { userId: buyerId, orderId, rewardId: reward.id, points: reward.points, rewardName: reward.name };
    await holdPoints(tx, hold, now);
  }
  return { orderId, decision, priced };
}
