import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { orderRefunds, orders, payments } from '#db/schema';

export type StoredRefund = typeof orderRefunds.$inferSelect;

export type LockedOrder = typeof orders.$inferSelect;

/**
 * The order behind a payment id, row-locked: refunds from the desk and the webhook, on any
 * instance, are applied one after the other, each seeing what the previous one gave back.
 */
export async function lockOrderByPurchase(tx: Tx, purchaseId: string): Promise<LockedOrder | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.purchaseId, purchaseId)).for('update');
  return order;
}

/** Whether the shop knows this payment at all (one that never paid its order has no order to lock). */
export async function paymentKnown(tx: Tx, paymentId: string): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
  return row !== undefined;
}

/**
 * What was given back on the order. `withPending` also counts refunds the provider was asked for
 * and has not confirmed: the desk never offers that money twice.
 */
export async function refundedCents(tx: Tx, orderId: number, withPending = false): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), withPending ? undefined : eq(orderRefunds.status, 'completado')));
  return row?.cents ?? 0;
}

export async function refundByKey(tx: Tx, idempotencyKey: string): Promise<StoredRefund | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, idempotencyKey));
  return row;
}

/** Pending refunds of one order (to match what the provider reports), oldest first. */
export async function pendingRefundsOf(tx: Tx, orderId: number): Promise<StoredRefund[]> {
  return tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pendiente')))
    .orderBy(orderRefunds.id);
}

/** Every refund still pending that was asked for before `before`: the reconciler's work. */
export async function pendingRefundsBefore(
  tx: Tx,
  before: Date,
): Promise<{ id: number; purchaseId: string | null; amountCents: number; idempotencyKey: string | null }[]> {
  return tx
    .select({
      id: orderRefunds.id,
      purchaseId: orders.purchaseId,
      amountCents: orderRefunds.amountCents,
      idempotencyKey: orderRefunds.idempotencyKey,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.status, 'pendiente'), lt(orderRefunds.createdAt, before)));
}

export async function lockRefund(tx: Tx, id: number): Promise<StoredRefund | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, id)).for('update');
  return row;
}

export async function completeRefund(tx: Tx, id: number, providerRefundId: string, createdAt: Date): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ status: 'completado', providerRefundId, createdAt })
    .where(eq(orderRefunds.id, id));
}

export async function deleteRefund(tx: Tx, id: number): Promise<void> {
  await tx.delete(orderRefunds).where(eq(orderRefunds.id, id));
}

export async function refundByProviderId(tx: Tx, providerRefundId: string): Promise<StoredRefund | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, providerRefundId));
  return row;
}

export async function insertRefund(tx: Tx, refund: typeof orderRefunds.$inferInsert): Promise<StoredRefund> {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  if (!row) throw new Error('refund not recorded');
  return row;
}

/** Everything given back: off the kitchen and the figures; before pickup it is also Cancelado. */
export async function markFullyRefunded(tx: Tx, order: LockedOrder, at: Date): Promise<{ cancelled: boolean }> {
  const cancelled = order.deliveredAt === null;
  await tx
    .update(orders)
    .set({ refundedAt: order.refundedAt ?? at, ...(cancelled && !order.cancelledAt ? { cancelledAt: at } : {}) })
    .where(eq(orders.id, order.id));
  return { cancelled };
}
