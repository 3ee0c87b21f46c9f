import { createHash } from 'node:crypto';
import { REFUND_BY_PROVIDER } from '@burgers/domain/constants';
import { isPaidState } from '@burgers/domain/order-states';
import { fromCents } from '@burgers/domain/pricing';
import type { ProviderPayment, ProviderRefund } from '#adapters/payments/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import * as repo from './repo';
import { recordActivity, type Actor } from '../activity/record';
import { syncOrderPoints } from '../loyalty/ledger';
import { sendRefundMail } from '../orders/customer-mail';
import { notifyOrderEvent } from '../orders/events';
import { orderState } from '../orders/presenter';
import { fullName, orderTarget } from '../orders/service';

export type RefundsContext = Pick<
  AppContext,
  'db' | 'database' | 'payments' | 'now' | 'mailer' | 'config' | 'log' | 'metrics' | 'invoicing'
>;

export interface RecordedRefund {
  purchaseId: string;
  amount: number;
  reason: string;
}

export const isPaid = (order: repo.LockedOrder) =>
  order.purchaseId !== null && order.paidAt !== null && isPaidState(order.status);

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

export interface RefundToApply {
  amountCents: number;
  reason: string;
  actor: Actor;
  source: 'desk' | 'webhook';
  providerRefund: ProviderRefund;
  simulated: boolean;
  /** The pending row (written before the provider was asked) this refund completes. */
  pendingId?: number;
}

/**
 * Writes one refund under the order's lock, or completes the pending row the desk wrote before
 * asking the provider, and when it completes the order, takes it off the kitchen (Cancelado before
 * pickup) and tells every screen. The activity row goes in the same transaction. Returns whether
 * it was new.
 */
export async function applyRefund(
  tx: Tx,
  ctx: Pick<RefundsContext, 'now'>,
  order: repo.LockedOrder,
  refund: RefundToApply,
): Promise<boolean> {
  if (await repo.refundByProviderId(tx, refund.providerRefund.id)) {
    // Already recorded the other way (the webhook came first): the pending row was that refund.
    if (refund.pendingId !== undefined) await repo.deleteRefund(tx, refund.pendingId);
    return false;
  }
  const before = await repo.refundedCents(tx, order.id);
  const cents =
    refund.pendingId === undefined ? Math.min(refund.amountCents, order.totalCents - before) : refund.amountCents;
  if (cents <= 0) return false;
  const by = 'name' in refund.actor ? refund.actor.name : fullName(refund.actor);
  const createdAt = refund.source === 'webhook' ? refund.providerRefund.createdAt : ctx.now();
  if (refund.pendingId === undefined) {
    await repo.insertRefund(tx, {
      orderId: order.id,
      amountCents: cents,
      reason: refund.reason,
      byUserId: refund.actor.id,
      byName: by,
      source: refund.source,
      providerRefundId: refund.providerRefund.id,
      simulated: refund.simulated,
      createdAt,
    });
  } else {
    await repo.completeRefund(tx, refund.pendingId, refund.providerRefund.id, createdAt);
  }
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
  // Points follow the money: a refund takes back its share, a full one returns a reward's points.
  await syncOrderPoints(tx, order.id, ctx.now());
  return true;
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
    const latest = await current();
    // A desk refund whose answer never reached the shop (a crash, a timeout) is completed by the
    // refund of the same amount MercadoPago reports, not counted a second time.
    const pending = (await repo.refundByProviderId(tx, refund.id))
      ? undefined
      : (await repo.pendingRefundsOf(tx, latest.id)).find((row) => row.amountCents === refund.amountCents);
    const reason = pending ? pending.reason : WEBHOOK_REASON;
    const applied = await applyRefund(tx, ctx, latest, {
      amountCents: refund.amountCents,
      reason,
      actor: pending ? { id: pending.byUserId, name: pending.byName } : actor,
      source: pending ? 'desk' : 'webhook',
      providerRefund: refund,
      simulated: false,
      ...(pending ? { pendingId: pending.id } : {}),
    });
    if (applied) recorded.push({ purchaseId: payment.id, amount: fromCents(refund.amountCents), reason });
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
