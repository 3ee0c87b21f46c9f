import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { ProviderPayment } from '#adapters/payments/types';
import { soldOutParts } from '#db/availability';
import type { Tx } from '#db/client';
import { orderLines, orders, payments, storeSettings, users } from '#db/schema';
import type { OrderLineRow } from '../orders/presenter';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The settings an approval's flags are decided on, as the row has them. */
export type PaymentTimeSettings = Pick<
  typeof storeSettings.$inferSelect,
  | 'hours'
  | 'paused'
  | 'prepMinutes'
  | 'slotCapacity'
  | 'scheduleDaysAhead'
  | 'busyMinutes'
  | 'deliveryEnabled'
  | 'deliveryHours'
  | 'deliverySlotCapacity'
>;

/** An order under its row lock, with what applying a payment to it needs, read in the same statement. */
export interface LockedOrder {
  order: OrderRow;
  customer: { firstName: string; lastName: string; email: string };
  /** Its lines, in order: the receipt is written from them. */
  lines: OrderLineRow[];
  /** Whether anything it holds cannot be made now (a product or a part sold out). */
  soldOut: boolean;
  /** The store's settings row now; undefined when missing (closed, no hours). */
  settings: PaymentTimeSettings | undefined;
}

/**
 * Locks the order row so two notifications of one payment are applied one after the other, and
 * reads in the same statement what the payment's outcome needs: its customer, its lines, whether
 * it holds something sold out and the store's settings (for the flags), so an approval makes one
 * round trip before its write.
 */
export async function lockOrder(
  tx: Tx,
  by: { id: number } | { preferenceId: string },
): Promise<LockedOrder | undefined> {
  const [row] = await tx
    .select({
      order: getTableColumns(orders),
      customer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      lines: sql<OrderLineRow[]>`coalesce((
        select json_agg(json_build_object(
          'orderId', l.order_id, 'position', l.position, 'productId', l.product_id, 'title', l.title,
          'quantity', l.quantity, 'unitPriceCents', l.unit_price_cents, 'discountCents', l.discount_cents,
          'couponCode', l.coupon_code, 'savings', l.savings, 'custom', l.custom, 'options', l.options, 'note', l.note
        ) order by l.position)
        from ${orderLines} l where l.order_id = ${orders.id}), '[]'::json)`,
      soldOut: sql<boolean>`(
        exists (
          select 1 from order_lines l join products p on p.id = l.product_id
          where l.order_id = ${orders.id} and (not p.in_stock or cardinality(${soldOutParts(sql`p.id`)}) > 0)
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
          where l.order_id = ${orders.id} and l.product_id is null and not p.in_stock
        )
      )`,
      settings: sql<PaymentTimeSettings | null>`(
        select json_build_object(
          'hours', s.hours, 'paused', s.paused, 'prepMinutes', s.prep_minutes, 'slotCapacity', s.slot_capacity,
          'scheduleDaysAhead', s.schedule_days_ahead, 'busyMinutes', s.busy_minutes,
          'deliveryEnabled', s.delivery_enabled, 'deliveryHours', s.delivery_hours,
          'deliverySlotCapacity', s.delivery_slot_capacity)
        from ${storeSettings} s where s.id = 1)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where('id' in by ? eq(orders.id, by.id) : eq(orders.preferenceId, by.preferenceId))
    .for('update', { of: orders });
  if (!row) return undefined;
  return { ...row, soldOut: row.soldOut === true, settings: row.settings ?? undefined };
}

export async function orderById(db: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** An order by its payment id: a cash order's is the shop's own (`efectivo-12`), with no provider payment. */
export async function orderByPurchaseId(db: Tx, purchaseId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
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
