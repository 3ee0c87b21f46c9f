import type { FastifyBaseLogger } from 'fastify';
import { isPaidState, PAYABLE_STATES } from '@burgers/domain/order-states';
import { simulateSandboxPayment, type SandboxChoice } from '#adapters/payments/sandbox';
import type { ProviderPayment } from '#adapters/payments/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { conflict, HttpError, notFound } from '#lib/errors';
import { messages } from '#messages';
import type { PaymentsContext, RecordOutcome } from './outcome';
import { announceSettled, type PaidReceipt } from './receipt';
import * as repo from './repo';
import { releasePoints, retakePoints } from '../loyalty/ledger';
import { markPaidWithNumber, type PaymentFlag } from '../orders/numbers';
import { placeLatePayment } from '../pickup/late-payment';
import { applyProviderRefunds } from '../refunds/service';
import { MISSING_STORE_SETTINGS, takingOrders } from '../store/service';

export type { PaymentsContext, RecordOutcome } from './outcome';

/**
 * The one way a payment reaches an order, whether from the sandbox page, MercadoPago's
 * webhook or the buyer's return. The order row is locked and every check is made under that
 * lock, so approvals arriving together on any number of server instances are applied one after
 * the other: the same notification twice changes nothing the second time, and once one payment
 * is approved no other one is recorded as the order's.
 */
export async function recordPayment(ctx: PaymentsContext, payment: ProviderPayment): Promise<RecordOutcome> {
  const orderId = payment.orderId;
  if (orderId === null) return { kind: 'unknown_order' };
  return settlePayment(ctx, async (tx) => {
    const locked = await repo.lockOrder(tx, { id: orderId });
    return locked ? { locked, payment } : null;
  });
}

/**
 * Applies a payment to its order in one transaction: `lock` locks the order (and may refuse by
 * throwing), then every check is made under that lock. Mail and counters follow the commit.
 */
async function settlePayment(
  ctx: PaymentsContext,
  lock: (tx: Tx) => Promise<{ locked: repo.LockedOrder; payment: ProviderPayment } | null>,
): Promise<RecordOutcome> {
  // Counted once committed: a transaction retried or rolled back counts nothing.
  let refunded = false;
  let receipt: PaidReceipt | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<RecordOutcome> => {
    refunded = false;
    receipt = null;
    const found = await lock(tx);
    if (!found) return { kind: 'unknown_order' };
    const { locked, payment } = found;
    const order = locked.order;
    if (payment.status === 'approved' && isPaid(order.status) && order.purchaseId !== payment.id) {
      return { kind: 'already_paid', orderId: order.id };
    }
    // Checked under the lock too, so an approval cannot slip in as the order expires.
    if (payment.status === 'approved' && !isPaid(order.status) && isExpired(order, ctx)) {
      return { kind: 'expired', orderId: order.id };
    }
    // Sent at once: PostgreSQL runs it before whatever follows on this transaction's connection, so
    // an approval's last statement can go out without waiting for this one's answer.
    const recorded = repo.upsertPayment(tx, ctx.payments.name, order.id, payment);
    if (
      payment.status === 'approved' &&
      !isPaid(order.status) &&
      PAYABLE.has(order.status) &&
      payment.transactionAmountCents >= order.totalCents
    ) {
      const paidAt = ctx.now();
      // The provider took the money, so the order is the customer's; the kitchen and the admin
      // are told what it could not honour, for a refund or a call.
      const flags = unhonourable(locked, paidAt);
      // Paid after its hold stopped counting: its slot may have filled meanwhile.
      const place = await placeLatePayment(tx, order, locked.settings ?? MISSING_STORE_SETTINGS, paidAt);
      if (place.kind === 'exceeded') flags.push('slot_exceeded');
      const moved = place.kind === 'moved' ? { promisedAt: place.promisedAt, pickupAt: place.pickupAt } : undefined;
      // Last before the commit: the day's counter is the one row every approval waits for. The
      // kitchen's event leaves with the commit.
      const [, number] = await Promise.all([
        recorded,
        markPaidWithNumber(tx, {
          orderId: order.id,
          paymentId: payment.id,
          paidAt,
          flags,
          ...(moved ? { moved } : {}),
        }),
      ]);
      if (number === null) return { kind: 'recorded', orderId: order.id, changed: false };
      // A rejected attempt gave the reward's points back; the approved one pays with them again.
      if (order.status === 'rejected') await retakePoints(tx, order.id, paidAt);
      receipt = { locked, payment, paidAt, number, flags, moved };
      return { kind: 'recorded', orderId: order.id, changed: true };
    }
    await recorded;
    if (payment.status === 'approved' && isPaid(order.status) && order.purchaseId === payment.id) {
      // Already applied; a partial refund keeps the payment approved and lists itself.
      const refunds = await applyProviderRefunds(tx, ctx, order, payment);
      refunded = refunds.length > 0;
      return {
        kind: 'recorded',
        orderId: order.id,
        changed: refunds.length > 0,
        ...(refunds.length > 0 ? { refunds } : {}),
      };
    }
    if (payment.status === 'approved') {
      // The kitchen never cooks an order paid for less than its price.
      if (payment.transactionAmountCents < order.totalCents) return { kind: 'amount_mismatch', orderId: order.id };
      return { kind: 'recorded', orderId: order.id, changed: false };
    }
    if (isPaid(order.status) && order.purchaseId === payment.id) {
      // Money given back on the order's approved payment (in MercadoPago's panel, or a charge back):
      // each refund is recorded once; a full one takes the order off the kitchen.
      const refunds = await applyProviderRefunds(tx, ctx, order, payment);
      refunded = refunds.length > 0;
      return {
        kind: 'recorded',
        orderId: order.id,
        changed: refunds.length > 0,
        ...(refunds.length > 0 ? { refunds } : {}),
      };
    }
    if (payment.status === 'rejected') {
      const rejected = await repo.markRejected(tx, order.id);
      // The reward's points were held for this payment: a rejected one gives them back.
      if (rejected) await releasePoints(tx, order.id, 'Pago rechazado');
      return { kind: 'recorded', orderId: order.id, changed: rejected };
    }
    return { kind: 'recorded', orderId: order.id, changed: false };
  });
  announceSettled(ctx, outcome, receipt as PaidReceipt | null, refunded);
  return outcome;
}

/** Statuses an approval moves to Pendiente: awaiting payment, or a rejected attempt. */
const PAYABLE = new Set<repo.OrderRow['status']>(PAYABLE_STATES);

/** What the payment arrived despite, decided on the settings and stock read under the lock. */
function unhonourable(locked: repo.LockedOrder, paidAt: Date): PaymentFlag[] {
  const flags: PaymentFlag[] = [];
  const settings = locked.settings ?? MISSING_STORE_SETTINGS;
  if (!takingOrders(settings, paidAt, locked.order.pickupAt !== null)) flags.push('paid_while_closed');
  if (locked.soldOut) flags.push('sold_out_at_payment');
  return flags;
}

export function logOutcome(log: FastifyBaseLogger, payment: ProviderPayment, outcome: RecordOutcome): void {
  if (outcome.kind === 'unknown_order') log.warn({ paymentId: payment.id }, 'payment for an unknown order');
  if (outcome.kind === 'amount_mismatch') {
    log.error({ paymentId: payment.id, orderId: outcome.orderId }, 'approved payment does not cover the order total');
  }
  if (outcome.kind === 'expired') {
    // The buyer may have been charged at the provider for an order the shop no longer honours.
    log.error(
      { paymentId: payment.id, orderId: outcome.orderId },
      'approved payment for an expired order was not applied',
    );
  }
  if (outcome.kind === 'already_paid') {
    // The buyer was charged twice at the provider: this second payment needs a refund there.
    log.error(
      { paymentId: payment.id, orderId: outcome.orderId },
      'a second approved payment for an order already paid',
    );
  }
}

async function fetchPayment(ctx: PaymentsContext, paymentId: string, log: FastifyBaseLogger) {
  try {
    return await ctx.payments.getPayment(paymentId);
  } catch (error) {
    log.error({ err: error, paymentId }, 'payment provider request failed');
    throw new HttpError(502, messages.paymentProviderFailed);
  }
}

/** A notification only names a payment; its state is always read back from the provider. */
export async function syncPaymentFromProvider(
  ctx: PaymentsContext,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<RecordOutcome | null> {
  const payment = await fetchPayment(ctx, paymentId, log);
  if (!payment) return null;
  const outcome = await recordPayment(ctx, payment);
  logOutcome(log, payment, outcome);
  return outcome;
}

/** The order behind a sandbox checkout page. */
export async function sandboxOrder(ctx: PaymentsContext, preferenceId: string) {
  const order = await repo.orderByPreference(ctx.db, preferenceId);
  if (!order) throw notFound(messages.preferenceNotFound);
  return { order, lines: await repo.linesOfOrder(ctx.db, order.id) };
}

export const isPaid = (status: repo.OrderRow['status']) => isPaidState(status);

const HOUR_MS = 3_600_000;

/** An unpaid order past its payment window; orders from before expiresAt existed count from their creation. */
export function isExpired(order: repo.OrderRow, ctx: Pick<AppContext, 'now' | 'config'>): boolean {
  const expiresAt = order.expiresAt ?? new Date(order.createdAt.getTime() + ctx.config.orderTtlHours * HOUR_MS);
  return ctx.now().getTime() >= expiresAt.getTime();
}

/** The buyer's choice on the sandbox page, recorded like a provider's notification. */
export async function paySandbox(
  ctx: PaymentsContext,
  input: { preferenceId: string; status: SandboxChoice; installments: number },
): Promise<{ payment_id: string; redirect: string }> {
  let chosen: { payment: ProviderPayment; order: repo.OrderRow } | undefined;
  // The order is checked and paid under its lock, in one transaction: another approval may have
  // won meanwhile, on this instance or another.
  const outcome = await settlePayment(ctx, async (tx) => {
    const locked = await repo.lockOrder(tx, { preferenceId: input.preferenceId });
    if (!locked) throw notFound(messages.preferenceNotFound);
    if (isPaid(locked.order.status)) throw conflict(messages.orderAlreadyPaid);
    if (input.status === 'approved' && isExpired(locked.order, ctx)) throw conflict(messages.orderExpired);
    const payment = simulateSandboxPayment(locked.order, input.status, input.installments);
    chosen = { payment, order: locked.order };
    return { locked, payment };
  });
  if (outcome.kind === 'already_paid') throw conflict(messages.orderAlreadyPaid);
  if (outcome.kind === 'expired') throw conflict(messages.orderExpired);
  if (!chosen) throw notFound(messages.preferenceNotFound);
  const { payment, order } = chosen;
  // The same query MercadoPago appends to its back_urls.
  const query = new URLSearchParams({
    payment_id: payment.id,
    status: payment.status,
    external_reference: String(order.id),
    preference_id: order.preferenceId,
  });
  return { payment_id: payment.id, redirect: `${ctx.config.publicUrl}/pay/?${query.toString()}` };
}
