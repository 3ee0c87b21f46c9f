import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@burgers/domain/constants';
import type { Tx } from '../../db/client';
import { orderLines, orderRefunds, orders, payments, users } from '../../db/schema';
import { paidOrderColumns } from '../../db/paid-order-columns';
import type { OrderLineRow, PaidOrderRow, RefundRow } from './presenter';

const paidStatuses: OrderStatus[] = ['Pendiente', 'Listo'];

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
  return db
    .select({
      orderId: orderRefunds.orderId,
      amountCents: orderRefunds.amountCents,
      reason: orderRefunds.reason,
      byName: orderRefunds.byName,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, [...orderIds]))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

export async function kitchenOrders(db: Tx, status: OrderStatus, limit?: number): Promise<PaidOrderRow[]> {
  // A refunded order is not cooked nor handed over; one picked up is done.
  const query = paidOrders(db, and(eq(orders.status, status), isNull(orders.refundedAt), isNull(orders.deliveredAt)));
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
