import { fromCents, formatPrice, toCents } from '@burgers/domain/pricing';
import { DESK_MSG, type RefundBody } from '@burgers/domain/schemas/desk';
import type { Order } from '@burgers/domain/types';
import { ProviderRefusedError, type ProviderRefund } from '#adapters/payments/types';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { badRequest, conflict, HttpError, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { applyRefund, isPaid, refundIdempotencyKey, type RecordedRefund, type RefundsContext } from './service';
import { sendRefundMail } from '../orders/customer-mail';
import { fullName, orderFor } from '../orders/service';

/** A refund on record as `pendiente`, to be asked of the provider with its key. */
interface PendingRefund {
  id: number;
  amountCents: number;
  reason: string;
  key: string;
}

/**
 * Under the order's lock: checks what may be given back and writes the refund `pendiente`, so
 * whatever happens once the provider is asked, the money it may move is on record. The same
 * request again resumes its pending row (same key); one already completed answers as it is.
 */
async function reserveRefund(
  tx: Tx,
  ctx: RefundsContext,
  staff: UserRow,
  purchaseId: string,
  body: RefundBody,
): Promise<PendingRefund | null> {
  const order = await repo.lockOrderByPurchase(tx, purchaseId);
  if (!order) {
    // A payment the shop knows that never paid its order (rejected, pending): nothing to give back.
    if (await repo.paymentKnown(tx, purchaseId)) throw conflict(DESK_MSG.nothingToRefund);
    throw notFound(messages.orderNotFound);
  }
  if (!isPaid(order)) throw conflict(DESK_MSG.nothingToRefund);
  const pending = await repo.pendingRefundsOf(tx, order.id);
  const asked = body.amount === undefined ? undefined : toCents(body.amount);
  // Less than a cent rounds to nothing: a zero refund is never asked for nor recorded.
  if (asked !== undefined && asked < 1) throw badRequest(DESK_MSG.amountInvalid);
  const retried = pending.find(
    (row) => row.reason === body.reason && (asked === undefined || row.amountCents === asked),
  );
  if (retried?.idempotencyKey) {
    return { id: retried.id, amountCents: retried.amountCents, reason: retried.reason, key: retried.idempotencyKey };
  }
  const left = order.totalCents - (await repo.refundedCents(tx, order.id, true));
  if (asked !== undefined) {
    const done = await repo.refundByKey(tx, refundIdempotencyKey(purchaseId, asked, body.reason));
    if (done) return null; // a double click on a refund already made
  }
  if (left <= 0) throw conflict(DESK_MSG.nothingToRefund);
  const amountCents = asked ?? left;
  if (amountCents > left) throw badRequest(DESK_MSG.amountTooLarge(formatPrice(fromCents(left))));
  const key = refundIdempotencyKey(purchaseId, amountCents, body.reason);
  const row = await repo.insertRefund(tx, {
    orderId: order.id,
    amountCents,
    reason: body.reason,
    byUserId: staff.id,
    byName: fullName(staff),
    source: 'desk',
    status: 'pendiente',
    idempotencyKey: key,
    simulated: ctx.payments.name === 'sandbox',
    createdAt: ctx.now(),
  });
  return { id: row.id, amountCents, reason: body.reason, key };
}

/** Marks the pending refund completed with the provider's answer; null when it already was. */
async function completePending(
  ctx: RefundsContext,
  purchaseId: string,
  pending: PendingRefund,
  providerRefund: ProviderRefund,
): Promise<RecordedRefund | null> {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrderByPurchase(tx, purchaseId);
    const row = await repo.lockRefund(tx, pending.id);
    if (!order || row?.status !== 'pendiente') return null;
    const isNew = await applyRefund(tx, ctx, order, {
      amountCents: row.amountCents,
      reason: row.reason,
      actor: { id: row.byUserId, name: row.byName },
      source: 'desk',
      providerRefund,
      simulated: row.simulated,
      pendingId: row.id,
    });
    return isNew ? { purchaseId, amount: fromCents(row.amountCents), reason: row.reason } : null;
  });
}

/**
 * Asks the provider for one pending refund with its key. A refusal (nothing moved) takes the
 * pending row away; no answer leaves it pending for the next try or the reconciler.
 */
async function askProvider(
  ctx: RefundsContext,
  purchaseId: string,
  pending: PendingRefund,
): Promise<RecordedRefund | null> {
  let providerRefund: ProviderRefund;
  try {
    providerRefund = await ctx.payments.refundPayment({
      paymentId: purchaseId,
      amountCents: pending.amountCents,
      idempotencyKey: pending.key,
    });
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      await ctx.db.transaction(async (tx) => {
        const row = await repo.lockRefund(tx, pending.id);
        if (row?.status === 'pendiente') await repo.deleteRefund(tx, row.id);
      });
    }
    ctx.log.error({ err: error, purchaseId }, 'the payment provider refused or did not answer a refund');
    throw new HttpError(502, DESK_MSG.providerRefundFailed);
  }
  const recorded = await completePending(ctx, purchaseId, pending, providerRefund);
  if (recorded) {
    // Counted once committed, as the refunds MercadoPago reports are (payments/service.ts).
    ctx.metrics.refunds.inc();
    void sendRefundMail(ctx, purchaseId, recorded);
    // The credit note (modules/invoicing): the job is woken, never awaited.
    ctx.invoicing.kick();
  }
  return recorded;
}

/**
 * POST /admin/orders/{purchaseId}/refunds: the refund is written `pendiente` under the order's row
 * lock, the provider is asked (no lock held while it answers), and the refund is completed with
 * its answer. Two requests for one order, on any instances, reserve one after the other, so
 * together they never give back more than was paid, and no outcome leaves money moved unrecorded.
 */
export async function refundOrder(
  ctx: RefundsContext,
  staff: UserRow,
  purchaseId: string,
  body: RefundBody,
): Promise<Order> {
  const pending = await ctx.db.transaction((tx) => reserveRefund(tx, ctx, staff, purchaseId, body));
  if (pending) await askProvider(ctx, purchaseId, pending);
  return orderFor(ctx, staff, purchaseId);
}

/** How long a refund may stay pending before the reconciler asks the provider again. */
const RECONCILE_AFTER_MS = 60_000;

/**
 * Refunds left `pendiente` by a crash or an unanswered request: asked again with the same key,
 * MercadoPago answers the refund it made (completed here) or refuses (nothing moved, removed).
 * Run when the server starts.
 */
export async function reconcilePendingRefunds(ctx: RefundsContext): Promise<number> {
  const rows = await ctx.db.transaction((tx) =>
    repo.pendingRefundsBefore(tx, new Date(ctx.now().getTime() - RECONCILE_AFTER_MS)),
  );
  let settled = 0;
  for (const row of rows) {
    if (!row.purchaseId || !row.idempotencyKey) continue;
    const pending = { id: row.id, amountCents: row.amountCents, reason: '', key: row.idempotencyKey };
    try {
      await askProvider(ctx, row.purchaseId, pending);
      settled += 1;
    } catch {
      // Logged by askProvider; tried again at the next start.
    }
  }
  return settled;
}
