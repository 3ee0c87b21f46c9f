import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@burgers/domain/constants';
import { PAID_STATES } from '@burgers/domain/order-states';
import type { Tx } from '#db/client';
import { paidOrderColumns } from '#db/paid-order-columns';
import { orderLines, orderRefunds, orders, payments, users } from '#db/schema';
import type { OrderLineRow, PaidOrderRow, RefundRow } from './presenter';

const paidStatuses: readonly OrderStatus[] = PAID_STATES;

/** Only paid orders exist for the kitchen and the customer's list: they carry the payment id. */
function paidOrders(db: Tx, where: SQL | undefined) {
  return db
    .select(paidOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(isNotNull(orders.purchaseId), inArray(orders.status, paidStatuses), where))
    .$dynamic();
}

export async function linesOf(db: Tx, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      position: orderLines.position,
      productId: orderLines.productId,
      title: orderLines.title,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      discountCents: orderLines.discountCents,
      couponCode: orderLines.couponCode,
      savings: orderLines.savings,
      custom: orderLines.custom,
      options: orderLines.options,
      note: orderLines.note,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** Every refund of these orders, oldest first: an order shows what was given back. */
export async function refundsOf(db: Tx, orderIds: readonly number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return (
    db
      .select({
        orderId: orderRefunds.orderId,
        amountCents: orderRefunds.amountCents,
        reason: orderRefunds.reason,
        byName: orderRefunds.byName,
        createdAt: orderRefunds.createdAt,
      })
      .from(orderRefunds)
      // A refund the provider has not confirmed is not shown as given back.
      .where(and(inArray(orderRefunds.orderId, [...orderIds]), eq(orderRefunds.status, 'completado')))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
  );
}

export async function kitchenOrders(db: Tx, status: OrderStatus, limit?: number): Promise<PaidOrderRow[]> {
  // A refunded order is not cooked nor handed over; one picked up is done.
  const query = paidOrders(
    db,
    and(
      eq(orders.status, status),
      isNull(orders.refundedAt),
      isNull(orders.deliveredAt),
      isNull(orders.noShowAt),
      // A delivery order on its way has left the kitchen (it is the rider's now).
      isNull(orders.dispatchedAt),
    ),
  );
  if (limit === undefined) return query.orderBy(asc(orders.paidAt), asc(orders.id));
  // The newest `limit` ones, shown oldest first like the rest.
  const newest = await query.orderBy(desc(orders.paidAt), desc(orders.id)).limit(limit);
  return newest.reverse();
}

export async function customerOrders(db: Tx, userId: number): Promise<PaidOrderRow[]> {
  return paidOrders(db, eq(orders.userId, userId)).orderBy(desc(orders.paidAt), desc(orders.id));
}

export async function orderByPurchaseId(db: Tx, purchaseId: string): Promise<PaidOrderRow | undefined> {
  const [row] = await paidOrders(db, eq(orders.purchaseId, purchaseId));
  return row;
}

export async function orderById(db: Tx, orderId: number): Promise<PaidOrderRow | undefined> {
  const [row] = await paidOrders(db, eq(orders.id, orderId));
  return row;
}

/** Pendiente -> Listo only; the condition makes two employees pressing at once count once. */
export async function markReady(db: Tx, purchaseId: string, employee: { id: number; name: string }): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: 'Listo', employeeId: employee.id, employeeName: employee.name, readyAt: new Date() })
    .where(and(eq(orders.purchaseId, purchaseId), eq(orders.status, 'Pendiente'), isNull(orders.refundedAt)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Listo -> Entregado only, once; a refunded order is never handed over. */
export async function markDelivered(
  db: Tx,
  purchaseId: string,
  staff: { id: number; name: string },
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ deliveredAt: at, deliveredById: staff.id, deliveredByName: staff.name })
    .where(
      and(
        eq(orders.purchaseId, purchaseId),
        eq(orders.status, 'Listo'),
        isNull(orders.deliveredAt),
        isNull(orders.refundedAt),
        isNull(orders.cancelledAt),
        // A delivery order is delivered by its rider, after leaving (modules/delivery/dispatch.ts).
        eq(orders.fulfillment, 'retiro'),
      ),
    )
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** The review flag only ever goes from false to true. */
export async function markReviewed(db: Tx, orderId: number): Promise<void> {
  await db.update(orders).set({ reviewed: true }).where(eq(orders.id, orderId));
}

/** How the approved payment was split, for the receipt. */
export async function paymentTerms(
  db: Tx,
  purchaseId: string,
): Promise<{ installments: number; installmentAmount: number } | null> {
  const [row] = await db
    .select({ installments: payments.installments, installmentAmountCents: payments.installmentAmountCents })
    .from(payments)
    .where(eq(payments.id, purchaseId));
  return row ? { installments: row.installments, installmentAmount: row.installmentAmountCents / 100 } : null;
}

/** Sends a NOTIFY from inside the caller's transaction: PostgreSQL delivers it at commit, drops it on rollback. */
export async function notifyInTransaction(tx: Tx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface PaidNow {
  orderId: number;
  paymentId: string;
  paidAt: Date;
  /** The store's day the number counts in (YYYY-MM-DD). */
  day: string;
  flags: Array<(typeof orders.$inferSelect)['paymentFlags'][number]>;
  /** A new promise (and chosen time, for a scheduled order), when a late payment moved the order to a slot with room. */
  moved?: { promisedAt: Date; pickupAt: Date | null };
  /** The NOTIFY that tells every instance (and so every kitchen screen), delivered at commit. */
  notice: { channel: string; payload: string };
}

/**
 * An order just paid, in one statement: the day's next number (#1, #2, ...), the order marked
 * paid with it and its flags, and the NOTIFY. The caller holds the order's row lock and has seen
 * it unpaid, so the update always applies and no number is taken for nothing.
 *
 * The upsert locks the day's counter row until commit, so payments approved at once on several
 * instances get distinct, consecutive numbers, and a rolled-back payment gives its number back.
 * Every paid order of the day waits for that row, so it is taken by the last statement before the
 * commit: the lock is held for one round trip and the commit, never while the application talks
 * to the database about anything else. Resolves to the number, or null when the order was not
 * awaiting payment after all.
 */
export async function markPaidWithNumber(tx: Tx, paid: PaidNow): Promise<number | null> {
  const update = tx
    .update(orders)
    .set({
      status: 'Pendiente',
      purchaseId: paid.paymentId,
      paidAt: paid.paidAt,
      paymentFlags: paid.flags,
      ...(paid.moved ?? {}),
      number: sql`(select last_number from counter)`,
      numberDay: paid.day,
    })
    .where(and(eq(orders.id, paid.orderId), inArray(orders.status, ['awaiting_payment', 'rejected'])))
    .returning({ number: orders.number });
  const result = await tx.execute<{ number: number }>(sql`
    with counter as (
      insert into order_number_counters (day, last_number) values (${paid.day}, 1)
      on conflict (day) do update set last_number = order_number_counters.last_number + 1
      returning last_number
    ), paid as ${update}
    select number, pg_notify(${paid.notice.channel}, ${paid.notice.payload}) from paid`);
  const rows = Array.isArray(result) ? result : (result as { rows: Array<{ number: number }> }).rows;
  return rows[0] ? Number(rows[0].number) : null;
}
