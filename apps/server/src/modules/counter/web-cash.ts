import { NO_SHOWS_LOSING_CASH } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import { toCents } from '@burgers/domain/pricing';
import type { CheckoutData } from '@burgers/domain/schemas/cart';
import type { Order } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { conflict } from '#lib/errors';
import * as repo from './repo';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';
import { priceCheckout, refuseOutsideWindows } from '../checkout/pricing';
import { checkExpectedTotal, pricedOrderFields, saveOrder } from '../checkout/service';
import { checkDeliveryPrice, deliveryFee, deliveryOrderFields, deliveryTerms } from '../delivery/checkout';
import { markPaidWithNumber } from '../orders/numbers';
import { orderFor } from '../orders/service';
import { expectedPromise, holdPickup } from '../pickup/service';
import { sendNewOrderNotice } from '../push/notices';
import { storeView, type StoreView } from '../store/service';

type WebCashContext = Pick<AppContext, 'db' | 'now' | 'storeSettings' | 'database'>;

/** `Pagar en efectivo al retirar` on the storefront: off by default, up to cashMaxTotal. */
export async function setCashSettings(
  ctx: WebCashContext & AuditContext,
  actor: Actor,
  settings: { cashOnPickup: boolean; cashMaxTotal: number },
): Promise<StoreView> {
  return audited(
    ctx,
    actor,
    { action: 'store.settings', target: 'efectivo al retirar', after: () => settings },
    async () => {
      await repo.writeCashSettings(ctx.db, {
        cashOnPickup: settings.cashOnPickup,
        cashMaxTotalCents: toCents(settings.cashMaxTotal),
      });
      return storeView(ctx);
    },
  );
}

/**
 * Whether this customer may pay this total in cash at pickup: the owner offers it, the account's
 * email is activated, the total is within the limit and fewer than two orders were never picked up.
 */
export async function checkWebCash(ctx: WebCashContext, user: UserRow, totalCents: number): Promise<void> {
  const settings = await repo.cashSettings(ctx.db);
  if (!settings.cashOnPickup) throw conflict(MSG.cashOnPickupOff);
  if (user.activatedAt === null) throw conflict(MSG.cashNeedsActivatedEmail);
  if ((await repo.noShowsOf(ctx.db, user.id)) >= NO_SHOWS_LOSING_CASH) throw conflict(MSG.cashNotAllowedNoShows);
  if (totalCents > settings.cashMaxTotalCents) throw conflict(MSG.cashOverLimit);
}

type CashOrderContext = WebCashContext & Pick<AppContext, 'config' | 'push' | 'log' | 'background' | 'payments'>;

/**
 * A web order paid in cash at pickup (`Pagar en efectivo al retirar`): priced by the checkout's
 * pricing, held in its slot like any web order, and sent to the kitchen at once, owed.
 */
export async function placeWebCashOrder(ctx: CashOrderContext, user: UserRow, input: CheckoutData): Promise<Order> {
  const { fulfillment } = input;
  // Delivery paid in cash to the rider: the same zone and minimum as any delivery order.
  const delivery = fulfillment === 'envio' ? await deliveryTerms(ctx, input.address) : null;
  const expectedAt = await expectedPromise(ctx, input.pickupAt, fulfillment);
  const priced = await priceCheckout(ctx.db, input, expectedAt, deliveryFee(delivery));
  refuseOutsideWindows(priced);
  checkDeliveryPrice(delivery, priced);
  checkExpectedTotal(input, priced);
  await checkWebCash(ctx, user, priced.totalCents);
  const { orderId, forced: _forced, ...pickup } = await holdPickup(ctx, input.pickupAt, { fulfillment });
  const purchaseId = `efectivo-${orderId}`;
  await ctx.db.transaction(async (tx) => {
    await saveOrder(tx, {
      ...pickup,
      id: orderId,
      userId: user.id,
      preferenceId: `web-cash-${orderId}`,
      note: input.note,
      expiresAt: new Date(ctx.now().getTime() + ctx.config.orderTtlHours * 3_600_000),
      ...pricedOrderFields(priced),
      delivery: deliveryOrderFields(delivery),
      taken: { channel: 'web', paymentMethod: 'efectivo' },
    });
    await markPaidWithNumber(tx, { orderId, paymentId: purchaseId, paidAt: ctx.now(), flags: [] });
  });
  sendNewOrderNotice(ctx, purchaseId);
  return orderFor(ctx, user, purchaseId);
}
