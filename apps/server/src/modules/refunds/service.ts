import { createHash } from 'node:crypto';
import { REFUND_BY_PROVIDER } from '@burgers/domain/constants';
import { fromCents, formatPrice, toCents } from '@burgers/domain/pricing';
import { DESK_MSG, type RefundBody } from '@burgers/domain/schemas/desk';
import type { Order } from '@burgers/domain/types';
import type { ProviderPayment, ProviderRefund } from '#adapters/payments/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { badRequest, conflict, HttpError, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { recordActivity, type Actor } from '../activity/record';
import { sendRefundMail } from '../orders/customer-mail';
import { notifyOrderEvent } from '../orders/events';
import { orderState } from '../orders/presenter';
import { fullName, orderFor, orderTarget } from '../orders/service';

type RefundsContext = Pick<
  AppContext,
  'db' | 'database' | 'payments' | 'now' | 'mailer' | 'config' | 'log' | 'metrics' | 'invoicing'
>;

export interface RecordedRefund {
  purchaseId: string;
  amount: number;
  reason: string;
}

const isPaid = (order: repo.LockedOrder) =>
  order.purchaseId !== null && order.paidAt !== null && (order.status === 'Pendiente' || order.status === 'Listo');

/**
 * The same refund asked twice (a retry, a double click) carries the same key, so MercadoPago
 * answers the refund it already made instead of paying again.
 */
export function refundIdempotencyKey(purchaseId: string, amountCents: number, reason: string): string {
  const digest = createHash('sha256').update(`${purchaseId}\n${amountCents}\n${reason}`).digest('hex');
  return `refund-${digest.slice(0, 40)}`;
}

function stateOf(order: repo.LockedOrder) {
  return orderState({
    status: order.status === 'Listo' ? 'Listo' : 'Pendiente',
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
  });
}

/**
 * Writes one refund under the order's lock, and when it completes the order, takes it off the
 * kitchen (Cancelado before pickup) and tells every screen. The activity row goes in the same
 * transaction. Returns whether it was new.
 */
async function applyRefund(
  tx: Tx,
  ctx: Pick<RefundsContext, 'now'>,
  order: repo.LockedOrder,
  refund: {
    amountCents: number;
    reason: string;
    actor: Actor;
    source: 'desk' | 'webhook';
    providerRefund: ProviderRefund;
    simulated: boolean;
  },
): Promise<boolean> {
  if (await repo.refundByProviderId(tx, refund.providerRefund.id)) return false;
  const before = await repo.refundedCents(tx, order.id);
  const cents = Math.min(refund.amountCents, order.totalCents - before);
  if (cents <= 0) return false;
  const by = 'name' in refund.actor ? refund.actor.name : fullName(refund.actor);
  await repo.insertRefund(tx, {
    orderId: order.id,
    amountCents: cents,
    reason: refund.reason,
    byUserId: refund.actor.id,
    byName: by,
    source: refund.source,
    providerRefundId: refund.providerRefund.id,
    simulated: refund.simulated,
    createdAt: refund.source === 'webhook' ? refund.providerRefund.createdAt : ctx.now(),
  });
  const stateBefore = stateOf(order);
  let stateAfter = stateBefore;
  if (before + cents >= order.totalCents && order.refundedAt === null) {
    const { cancelled } = await repo.markFullyRefunded(tx, order, ctx.now());
    if (cancelled) stateAfter = 'Cancelado';
    // The kitchen's screens drop it; the buyer's tracker reloads and reads Cancelado.
    await notifyOrderEvent(tx, {
      purchaseId: order.purchaseId ?? '',
      status: order.status === 'Listo' ? 'Listo' : 'Pendiente',
      refunded: true,
    });
  }
  await recordActivity(tx, {
    actor: refund.actor,
    action: 'order.refund',
    target: orderTarget({ number: order.number, purchaseId: order.purchaseId ?? '' }),
    before: { refunded: fromCents(before), status: stateBefore },
    after: { refunded: fromCents(before + cents), status: stateAfter, amount: fromCents(cents), reason: refund.reason },
  });
  return true;
}

/**
 * POST /admin/orders/{purchaseId}/refunds: the provider refunds first, under the order's row
 * lock, and the shop records it only once the provider answered. Two requests for one order, on
 * any instances, run one after the other, so together they never give back more than was paid.
 */
export async function refundOrder(
  ctx: RefundsContext,
  staff: UserRow,
  purchaseId: string,
  body: RefundBody,
): Promise<Order> {
  const recorded = await ctx.db.transaction(async (tx): Promise<RecordedRefund | null> => {
    const order = await repo.lockOrderByPurchase(tx, purchaseId);
    if (!order) {
      // A payment the shop knows that never paid its order (rejected, pending): nothing to give back.
      if (await repo.paymentKnown(tx, purchaseId)) throw conflict(DESK_MSG.nothingToRefund);
      throw notFound(messages.orderNotFound);
    }
    if (!isPaid(order)) throw conflict(DESK_MSG.nothingToRefund);
    const left = order.totalCents - (await repo.refundedCents(tx, order.id));
    if (left <= 0) throw conflict(DESK_MSG.nothingToRefund);
    const amountCents = body.amount === undefined ? left : toCents(body.amount);
    if (amountCents > left) throw badRequest(DESK_MSG.amountTooLarge(formatPrice(fromCents(left))));

    let providerRefund: ProviderRefund;
    try {
      providerRefund = await ctx.payments.refundPayment({
        paymentId: purchaseId,
        amountCents,
        idempotencyKey: refundIdempotencyKey(purchaseId, amountCents, body.reason),
      });
    } catch (error) {
      ctx.log.error({ err: error, purchaseId }, 'the payment provider refused or did not answer a refund');
      throw new HttpError(502, DESK_MSG.providerRefundFailed);
    }
    const isNew = await applyRefund(tx, ctx, order, {
      amountCents,
      reason: body.reason,
      actor: staff,
      source: 'desk',
      providerRefund,
      simulated: ctx.payments.name === 'sandbox',
    });
    return isNew ? { purchaseId, amount: fromCents(amountCents), reason: body.reason } : null;
  });
  if (recorded) {
    // Counted once committed, as the refunds MercadoPago reports are (payments/service.ts).
    ctx.metrics.refunds.inc();
    void sendRefundMail(ctx, purchaseId, recorded);
    // The credit note (modules/invoicing): the job is woken, never awaited.
    ctx.invoicing.kick();
  }
  return orderFor(ctx, staff, purchaseId);
}

const WEBHOOK_REASON = 'Devolución hecha en MercadoPago';
const REVERSAL_REASON = 'Pago devuelto, cancelado o contracargado en MercadoPago';

/**
 * What MercadoPago reports about money given back on the order's approved payment, applied under
 * the lock recordPayment holds: each refund it lists once (by its id, whichever way it reached the
 * shop first), and a reversal it does not itemise (a charge back) as the rest of the order.
 */
export async function applyProviderRefunds(
  tx: Tx,
  ctx: Pick<RefundsContext, 'now'>,
  order: repo.LockedOrder,
  payment: ProviderPayment,
): Promise<RecordedRefund[]> {
  if (!isPaid(order) || order.purchaseId !== payment.id) return [];
  const actor = { id: null, name: REFUND_BY_PROVIDER };
  const recorded: RecordedRefund[] = [];
  const current = async () => (await repo.lockOrderByPurchase(tx, payment.id)) ?? order;
  for (const refund of payment.refunds ?? []) {
    const base = {
      amountCents: refund.amountCents,
      actor,
      source: 'webhook' as const,
      providerRefund: refund,
      simulated: false,
    };
    if (await applyRefund(tx, ctx, await current(), { ...base, reason: WEBHOOK_REASON })) {
      recorded.push({ purchaseId: payment.id, amount: fromCents(refund.amountCents), reason: WEBHOOK_REASON });
    }
  }
  if (payment.status === 'rejected') {
    const latest = await current();
    const left = latest.totalCents - (await repo.refundedCents(tx, latest.id));
    const reversal: ProviderRefund = { id: `reversal-${payment.id}`, amountCents: left, createdAt: ctx.now() };
    if (left > 0) {
      const applied = await applyRefund(tx, ctx, latest, {
        amountCents: left,
        reason: REVERSAL_REASON,
        actor,
        source: 'webhook',
        providerRefund: reversal,
        simulated: false,
      });
      if (applied) recorded.push({ purchaseId: payment.id, amount: fromCents(left), reason: REVERSAL_REASON });
    }
  }
  return recorded;
}

export function mailRefunds(ctx: RefundsContext, refunds: readonly RecordedRefund[]): void {
  for (const refund of refunds) void sendRefundMail(ctx, refund.purchaseId, refund);
}
