import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { soldOutParts } from '../../db/availability';
import type { Tx } from '../../db/client';
import { orderLines, orders, payments } from '../../db/schema';
import type { ProviderPayment } from '../../adapters/payments/types';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Locks the order row so two notifications of one payment are applied one after the other. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export async function orderById(db: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function orderByPreference(db: Tx, preferenceId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.preferenceId, preferenceId));
  return order;
}

export async function linesOfOrder(db: Tx, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function paymentById(db: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** Stores what the provider says; a repeated notification with nothing new writes nothing. */
export async function upsertPayment(
  tx: Tx,
  provider: PaymentRow['provider'],
  orderId: number,
  payment: ProviderPayment,
): Promise<void> {
  const values = {
    status: payment.status,
    installments: payment.installments,
    transactionAmountCents: payment.transactionAmountCents,
    installmentAmountCents: payment.installmentAmountCents,
    totalPaidCents: payment.totalPaidCents,
    raw: payment.raw,
  };
  await tx
    .insert(payments)
    .values({ id: payment.id, orderId, provider, ...values })
    .onConflictDoUpdate({
      target: payments.id,
      set: { ...values, updatedAt: new Date() },
      setWhere: sql`(${payments.status}, ${payments.installments}, ${payments.transactionAmountCents}, ${payments.totalPaidCents})
        is distinct from (excluded.status, excluded.installments, excluded.transaction_amount_cents, excluded.total_paid_cents)`,
    });
}

/**
 * awaiting payment (or a rejected attempt) -> Pendiente; the condition makes a repeat a no-op,
 * so only the approval that changed the order goes on to take the day's number.
 */
export async function markPaid(tx: Tx, orderId: number, paymentId: string, paidAt = new Date()): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ status: 'Pendiente', purchaseId: paymentId, paidAt })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['awaiting_payment', 'rejected'])))
    .returning({ id: orders.id });
  return updated.length > 0;
}

export async function markRejected(tx: Tx, orderId: number): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ status: 'rejected' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** A paid order whose payment was reversed; the condition makes a repeated notification a no-op. */
export async function markRefunded(tx: Tx, orderId: number, refundedAt: Date): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ refundedAt })
    .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

export type PaymentFlag = OrderRow['paymentFlags'][number];

/**
 * Whether anything the order holds cannot be made now: a product (or one of its parts) sold out,
 * or a custom burger's base or ingredient sold out.
 */
export async function holdsSoldOutProduct(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      soldOut: sql<boolean>`(
        exists (
          select 1 from order_lines l join products p on p.id = l.product_id
          where l.order_id = ${orderId} and (not p.in_stock or cardinality(${soldOutParts(sql`p.id`)}) > 0)
        )
        or exists (
          select 1 from order_lines l
          cross join lateral (
            select (l.custom->>'baseId')::int as id
            union all
            select (item->>'id')::int from jsonb_array_elements(
              case when jsonb_typeof(l.custom->'ingredients') = 'array' then l.custom->'ingredients' else '[]'::jsonb end
            ) item
          ) part
          join products p on p.id = part.id
          where l.order_id = ${orderId} and l.product_id is null and not p.in_stock
        )
      )`,
    })
    .from(sql`(values (1)) as once (x)`);
  return row?.soldOut === true;
}

export async function setPaymentFlags(tx: Tx, orderId: number, flags: PaymentFlag[]): Promise<void> {
  await tx.update(orders).set({ paymentFlags: flags }).where(eq(orders.id, orderId));
}
