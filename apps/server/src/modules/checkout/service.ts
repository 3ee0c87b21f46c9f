import type { FastifyBaseLogger } from 'fastify';
import { fromCents } from '@burgers/domain/pricing';
import type { CheckoutData } from '@burgers/domain/schemas/cart';
import type { CreatedPreference, PreferenceItem } from '#adapters/payments/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { HttpError } from '#lib/errors';
import { messages } from '#messages';
import { priceCheckout, type PricedLine } from './pricing';
import * as repo from './repo';
import { orderItemId } from '../orders/presenter';
import { checkPickup, holdPickup, releaseHold } from '../pickup/service';

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

/** Prices the cart, opens the provider's checkout and stores the order awaiting payment. */
export async function checkout(
  ctx: CheckoutContext,
  user: UserRow,
  input: CheckoutData,
  log: FastifyBaseLogger,
): Promise<CreatedPreference> {
  // Closed, paused or a slot not offered: refused before anything is priced or sent to the provider.
  await checkPickup(ctx, input.pickupAt);
  const priced = await priceCheckout(ctx.db, input);
  // Decided again under the slots' lock, and the place held while the customer pays; the order's
  // id is taken there, before the provider is called (it travels as external_reference).
  const { orderId, ...pickup } = await holdPickup(ctx, input.pickupAt);
  // Priced now, payable only for a short while: later the prices, the coupons, the stock or the
  // kitchen's pause may no longer hold (PAYMENT_WINDOW_MINUTES, never past ORDER_TTL_HOURS).
  const windowMs = Math.min(ctx.config.paymentWindowMinutes * MINUTE_MS, ctx.config.orderTtlHours * HOUR_MS);
  const expiresAt = new Date(ctx.now().getTime() + windowMs);
  let preference: CreatedPreference;
  try {
    preference = await ctx.payments.createPreference({
      orderId,
      items: providerItems(priced.lines),
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
    throw new HttpError(502, messages.paymentProviderFailed);
  }
  await repo.saveOrder(ctx.db, {
    ...pickup,
    id: orderId,
    userId: user.id,
    preferenceId: preference.id,
    note: input.note,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
    expiresAt,
    lines: priced.lines,
    coupons: priced.coupons.map((coupon) => ({
      couponId: coupon.id,
      code: coupon.code,
      discountPercentage: coupon.discountPercentage,
    })),
  });
  return preference;
}

/** Stores an order priced by priceCheckout; staff orders (modules/counter) are saved the same way. */
export async function saveOrder(db: Tx, order: repo.NewOrder): Promise<void> {
  await repo.saveOrder(db, order);
}
