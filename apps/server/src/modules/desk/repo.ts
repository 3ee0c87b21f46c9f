import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE, type OrderChannel, type OrderState, type PaymentMethod } from '@burgers/domain/constants';
import { PAID_STATES } from '@burgers/domain/order-states';
import type { Tx } from '#db/client';
import { paidOrderColumns } from '#db/paid-order-columns';
import { orderCoupons, orders, payments, users } from '#db/schema';
import type { PaidOrderRow } from '../orders/presenter';

export interface DeskFilter {
  q?: string;
  from?: string;
  to?: string;
  status?: OrderState;
  channel?: OrderChannel | undefined;
  method?: PaymentMethod | undefined;
}

export type DeskOrderRow = PaidOrderRow & { subtotalCents: number; discountCents: number };

const paidDay = sql.raw(`(${'"orders"."paid_at"'} at time zone '${STORE_TIME_ZONE}')::date`);

/** `_` and `%` typed by the owner are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function stateCondition(status: OrderState): SQL | undefined {
  switch (status) {
    case 'Pendiente':
    case 'Listo':
      return and(
        eq(orders.status, status),
        isNull(orders.deliveredAt),
        isNull(orders.cancelledAt),
        isNull(orders.dispatchedAt),
      );
    case 'En camino':
      return and(isNotNull(orders.dispatchedAt), isNull(orders.deliveredAt), isNull(orders.cancelledAt));
    case 'Entregado':
      return and(isNotNull(orders.deliveredAt), isNull(orders.cancelledAt));
    case 'Cancelado':
      return isNotNull(orders.cancelledAt);
  }
}

function searchCondition(q: string): SQL | undefined {
  const number = /^#?\s*(\d{1,6})$/.exec(q);
  if (number) return or(eq(orders.number, Number(number[1])), eq(orders.purchaseId, q));
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    eq(orders.purchaseId, q),
  );
}

/** Every paid order (any state) matching the desk's filters. */
function where(filter: DeskFilter): SQL | undefined {
  return and(
    isNotNull(orders.purchaseId),
    isNotNull(orders.paidAt),
    inArray(orders.status, PAID_STATES),
    filter.q ? searchCondition(filter.q) : undefined,
    filter.from ? sql`${paidDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${paidDay} <= ${filter.to}::date` : undefined,
    filter.status ? stateCondition(filter.status) : undefined,
    filter.channel ? eq(orders.channel, filter.channel) : undefined,
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
  );
}

const deskColumns = { ...paidOrderColumns, subtotalCents: orders.subtotalCents, discountCents: orders.discountCents };

/** Newest paid first; `limit` undefined reads them all (the export). */
export async function findOrders(
  db: Tx,
  filter: DeskFilter,
  page?: { limit: number; offset: number },
): Promise<DeskOrderRow[]> {
  const query = db
    .select(deskColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where(filter))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countOrders(db: Tx, filter: DeskFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where(filter));
  return row?.count ?? 0;
}

export async function findOrder(db: Tx, purchaseId: string): Promise<DeskOrderRow | undefined> {
  const [row] = await db
    .select(deskColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(where({}), eq(orders.purchaseId, purchaseId)));
  return row;
}

export async function paymentsOf(db: Tx, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return [];
  return db
    .select({ id: payments.id, installments: payments.installments, provider: payments.provider })
    .from(payments)
    .where(inArray(payments.id, [...purchaseIds]));
}

export async function couponsOf(db: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderCoupons.orderId, code: orderCoupons.code, percentage: orderCoupons.discountPercentage })
    .from(orderCoupons)
    .where(inArray(orderCoupons.orderId, [...orderIds]));
}
