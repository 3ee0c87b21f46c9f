import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { logOutcome, recordPayment, type PaymentsContext, type RecordOutcome } from './service';

/**
 * A notification of MercadoPago's Orders API (a QR or Point payment at the counter) only names the
 * order; its state is read back from MercadoPago and applied like any payment: under the order's
 * lock, so a repeated or late notification finds the order paid by this same id and changes nothing.
 */
export async function syncInStoreOrder(
  ctx: PaymentsContext,
  inStoreOrderId: string,
  log: FastifyBaseLogger,
): Promise<RecordOutcome | null> {
  let payment;
  try {
    payment = await ctx.payments.getInStoreOrder(inStoreOrderId);
  } catch (error) {
    log.error({ err: error, inStoreOrderId }, 'payment provider request failed');
    throw new HttpError(502, messages.paymentProviderFailed);
  }
  if (!payment) return null;
  // Only the order this counter payment was opened for: never a web order named by a stray reference.
  const opened = await repo.orderByPreference(ctx.db, inStoreOrderId);
  if (!opened || opened.id !== payment.orderId) {
    log.warn({ inStoreOrderId, orderId: payment.orderId }, 'counter payment for an order it was not opened for');
    return { kind: 'unknown_order' };
  }
  // Paid already by this very order: a late read still saying pending is stale, not news.
  if (opened.purchaseId === payment.id && payment.status === 'pending') {
    return { kind: 'recorded', orderId: opened.id, changed: false };
  }
  const outcome = await recordPayment(ctx, payment);
  logOutcome(log, payment, outcome);
  return outcome;
}
