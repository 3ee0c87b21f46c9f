import { NO_SHOWS_LOSING_CASH } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import { toCents } from '@burgers/domain/pricing';
import type { WebCheckoutData } from '@burgers/domain/schemas/cart';
import type { Order } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { conflict } from '#lib/errors';
import * as repo from './repo';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';
import { decidePriceAndHold } from '../checkout/pass';
import { readPricingFacts } from '../checkout/pricing';
import { pricedOrderFields, saveOrder } from '../checkout/service';
import { deliveryOrderFields, deliveryTerms } from '../delivery/checkout';
import { markPaidWithNumber } from '../orders/numbers';
import { orderFor } from '../orders/service';
import { withSlots } from '../pickup/service';
import { sendNewOrderNotice } from '../push/notices';
import { publishStoreChange } from '../store/events';
import { cashOffer, storeView, type StoreView } from '../store/service';
import { tellOrderConfirmed } from '../whatsapp/notices';
import { checkoutContact } from '../whatsapp/phone';

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
      // Every instance's copy of the settings is read again: the storefront offers it from there.
      ctx.storeSettings.forget();
      await publishStoreChange(ctx.database);
      return storeView(ctx);
    },
  );
}

/**
 * Whether this customer may pay this total in cash at pickup: the owner offers it, the account's
 * email is activated, the total is within the limit and fewer than two orders were never picked up.
 */
export async function checkWebCash(ctx: WebCashContext, user: UserRow, totalCents: number): Promise<void> {
  const settings = await cashOffer(ctx);
  if (!settings.cashOnPickup) throw conflict(MSG.cashOnPickupOff);
  if (user.activatedAt === null) throw conflict(MSG.cashNeedsActivatedEmail);
  if ((await repo.noShowsOf(ctx.db, user.id)) >= NO_SHOWS_LOSING_CASH) throw conflict(MSG.cashNotAllowedNoShows);
  if (totalCents > settings.cashMaxTotalCents) throw conflict(MSG.cashOverLimit);
}

type CashOrderContext = WebCashContext &
  Pick<AppContext, 'config' | 'push' | 'log' | 'background' | 'payments' | 'mailer'>;

/**
 * A web order paid in cash at pickup (`Pagar en efectivo al retirar`): the checkout's one pass
 * (checkout/pass.ts: decided, priced and held once, the reward's points included), then saved and
 * sent to the kitchen owed, in the same transaction: its payment id is the shop's own.
 */
export async function placeWebCashOrder(ctx: CashOrderContext, user: UserRow, input: WebCheckoutData): Promise<Order> {
  // The cell and `Avisame por WhatsApp`, as at the online checkout: a bad number is a 400 first.
  const contact = checkoutContact(ctx.config, input);
  const { fulfillment } = input;
  // Delivery paid in cash to the rider: the same zone and minimum as any delivery order.
  const delivery = fulfillment === 'envio' ? await deliveryTerms(ctx, input.address) : null;
  const facts = await readPricingFacts(ctx.db, input);
  const { orderId, paymentId: purchaseId } = await withSlots(ctx, fulfillment, async (tx, state, now) => {
    const { orderId, decision, priced } = await decidePriceAndHold(tx, state, now, {
      input,
      facts,
      delivery,
      buyerId: user.id,
      hold: { fulfillment },
      check: (order, read) => checkWebCash({ ...ctx, db: read }, user, order.totalCents),
    });
    const paymentId = `efectivo-${orderId}`;
    await saveOrder(tx, {
      pickupAt: decision.pickupAt,
      promisedAt: decision.promisedAt,
      id: orderId,
      userId: user.id,
      preferenceId: `web-cash-${orderId}`,
      note: input.note,
      expiresAt: new Date(now.getTime() + ctx.config.orderTtlHours * 3_600_000),
      ...pricedOrderFields(priced),
      delivery: deliveryOrderFields(delivery),
      taken: { channel: 'web', paymentMethod: 'efectivo' },
      contact,
    });
    await markPaidWithNumber(tx, { orderId, paymentId, paidAt: now, flags: [] });
    return { orderId, paymentId };
  });
  sendNewOrderNotice(ctx, purchaseId);
  tellOrderConfirmed(ctx, { id: orderId, purchaseId, whatsappOptIn: contact.whatsappOptIn });
  return orderFor(ctx, user, purchaseId);
}
