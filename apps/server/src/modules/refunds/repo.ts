import { eq, sql } from 'drizzle-orm';
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

export async function refundedCents(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return row?.cents ?? 0;
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
