import type { FastifyBaseLogger } from 'fastify';
import { fromCents } from '@burgers/domain/pricing';
import type { WebCheckoutData } from '@burgers/domain/schemas/cart';
import type { CreatedPreference, PreferenceItem } from '#adapters/payments/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { HttpError } from '#lib/errors';
import { messages } from '#messages';
import { decidePriceAndHold } from './pass';
import { chargedLines, readPricingFacts, type PricedLine, type PricedOrder } from './pricing';
import * as repo from './repo';
import { countCheckout } from '../auth/checkout-limits';
import { deliveryOrderFields, deliveryTerms } from '../delivery/checkout';
import { releasePoints } from '../loyalty/ledger';
import { orderItemId } from '../orders/presenter';
import { releaseHold, withSlots } from '../pickup/service';
import { checkoutContact } from '../whatsapp/phone';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

type CheckoutContext = Pick<AppContext, 'db' | 'payments' | 'now' | 'config' | 'storeSettings'>;

/**
 * The provider charges the sum of its items, so the items must add up to the order
 * total to the cent: a line whose discounted total does not split evenly per unit is
 * sent as two items whose unit prices differ by one cent.
 */
export function providerItems(lines: readonly PricedLine[]): PreferenceItem[] {
  return lines.flatMap((line, position) => {
    const id = orderItemId({ productId: line.productId, position });
    const totalCents = line.unitPriceCents * line.quantity - line.discountCents;
    // A line given for free (a reward) adds nothing to the charge; the provider refuses a zero price.
    if (totalCents <= 0) return [];
    const unitCents = Math.floor(totalCents / line.quantity);
    const extraCents = totalCents - unitCents * line.quantity;
    const items: PreferenceItem[] = [
      { id, title: line.title, quantity: line.quantity - extraCents, unitPrice: fromCents(unitCents) },
    ];
    if (extraCents > 0)
      items.push({ id, title: line.title, quantity: extraCents, unitPrice: fromCents(unitCents + 1) });
    return items;
  });
}

export { checkExpectedTotal } from './pass';

/**
 * Checkout in one pass: read (the limits, the delivery zone, what the cart is priced from), then in
 * one transaction over the slots decide the pickup once and price once on what was read, hold the
 * slot and the reward's points; then open the provider's checkout and store the order awaiting
 * payment. Nothing is decided or priced twice, and no step goes back to one already left.
 */
export async function checkout(
  ctx: CheckoutContext,
  user: UserRow,
  input: WebCheckoutData,
  log: FastifyBaseLogger,
  ip = 'unknown',
): Promise<CreatedPreference> {
  // Per account and per address, counted in the database (every instance shares the count).
  await countCheckout(ctx, { userId: user.id, ip });
  // The cell and `Avisame por WhatsApp`: a bad number is a 400 before anything is held.
  const contact = checkoutContact(ctx.config, input);
  const { fulfillment } = input;
  // Delivery: the pin must lie in a zone (400 before anything is priced, held or stored).
  const delivery = fulfillment === 'envio' ? await deliveryTerms(ctx, input.address) : null;
  const facts = await readPricingFacts(ctx.db, input);
  const { holdsPerAccount, holdsPerIp } = ctx.config.checkoutLimit;
  const hold = { owner: { userId: user.id, ip, holdsPerAccount, holdsPerIp }, fulfillment };
  // Under the slots' lock: closed, paused, not offered or full is refused before anything is held,
  // and the order's id is taken with the hold, before the provider is called (external_reference).
  const { orderId, decision, priced } = await withSlots(ctx, fulfillment, (tx, state, now) =>
    decidePriceAndHold(tx, state, now, { input, facts, delivery, buyerId: user.id, hold }),
  );
  // Priced now, payable only for a short while: later the prices, the coupons, the stock or the
  // kitchen's pause may no longer hold (PAYMENT_WINDOW_MINUTES, never past ORDER_TTL_HOURS).
  const windowMs = Math.min(ctx.config.paymentWindowMinutes * MINUTE_MS, ctx.config.orderTtlHours * HOUR_MS);
  const expiresAt = new Date(ctx.now().getTime() + windowMs);
  let preference: CreatedPreference;
  try {
    preference = await ctx.payments.createPreference({
      orderId,
      items: providerItems(chargedLines(priced)),
      totalCents: priced.totalCents,
      note: input.note,
      payerEmail: user.email,
      expiresAt,
    });
  } catch (error) {
    log.error({ err: error, orderId }, 'could not create the payment preference');
    await releaseHold(ctx, orderId).catch((releaseError: unknown) =>
      log.error({ err: releaseError, orderId }, 'could not release a pickup hold'),
    );
    if (priced.reward) {
      await releasePoints(ctx.db, orderId, 'No se pudo iniciar el pago').catch((releaseError: unknown) =>
        log.error({ err: releaseError, orderId }, 'could not give back held points'),
      );
    }
    throw new HttpError(502, messages.paymentProviderFailed);
  }
  await repo.saveOrder(ctx.db, {
    pickupAt: decision.pickupAt,
    promisedAt: decision.promisedAt,
    id: orderId,
    userId: user.id,
    preferenceId: preference.id,
    note: input.note,
    expiresAt,
    ...pricedOrderFields(priced),
    delivery: deliveryOrderFields(delivery),
    contact,
  });
  return preference;
}

/**
 * What an order stores of its pricing (priceCheckout): totals, promotions' savings, lines and coupons.
 * The web checkout, the staff's orders and the web's cash orders (modules/counter) all store these.
 * A delivery fee is one more receipt line (`Envío a Devoto`), in the subtotal like any line: so it
 * is paid, refunded and invoiced as the others are.
 */
export function pricedOrderFields(
  priced: PricedOrder,
): Pick<
  repo.NewOrder,
  'subtotalCents' | 'discountCents' | 'totalCents' | 'orderSavings' | 'lines' | 'coupons' | 'rewardId'
> {
  return {
    rewardId: priced.reward?.id ?? null,
    subtotalCents: priced.subtotalCents + (priced.feeLine?.unitPriceCents ?? 0),
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
    orderSavings: priced.orderSavings,
    lines: chargedLines(priced).map((line) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      couponCode: line.couponCode,
      savings: line.savings,
      custom: line.custom,
      options: line.options,
      note: line.note,
    })),
    coupons: priced.coupons.map((coupon) => ({
      couponId: coupon.id,
      code: coupon.code,
      discountPercentage: coupon.discountPercentage,
    })),
  };
}

/** Stores an order priced by priceCheckout; staff orders (modules/counter) are saved the same way. */
export async function saveOrder(db: Tx, order: repo.NewOrder): Promise<void> {
  await repo.saveOrder(db, order);
}
