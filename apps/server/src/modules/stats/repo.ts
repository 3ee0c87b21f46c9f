import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import type { Tx } from '#db/client';
import { paidOrderInStateSql, paidOrderSql } from '#db/order-states';

/**
 * The owner's figures, computed in SQL. Only paid orders the kitchen has or had count
 * (Pendiente, Listo): unpaid, rejected, refunded or cancelled ones never do, and sales are net of
 * partial refunds. Days are the
 * store's calendar days, whatever the zone the database or the server runs in.
 */
const COUNTED = paidOrderSql('o');
/** An order's sales net of what was given back (a partial refund lowers the day's figure). */
const NET_CENTS = sql`o.total_cents - coalesce((select sum(r.amount_cents) from order_refunds r where r.order_id = o.id and r.status = 'completado'), 0)`;
const storeDay = (column: string) => sql.raw(`(${column} at time zone '${STORE_TIME_ZONE}')::date`);
const today = (now: string) => sql`(${now}::timestamptz at time zone ${STORE_TIME_ZONE})::date`;

export interface DayFigures {
  date: string;
  orders: number;
  revenueCents: number;
}

export async function todayFigures(db: Tx, now: string): Promise<{ orders: number; revenueCents: number }> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${NET_CENTS}), 0)`.mapWith(Number),
    })
    .from(sql`orders o`)
    .where(sql`${COUNTED} and ${storeDay('o.paid_at')} = ${today(now)}`);
  return row ?? { orders: 0, revenueCents: 0 };
}

export async function waitingNow(db: Tx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`orders o`)
    .where(paidOrderInStateSql('Pendiente', 'o'));
  return row?.count ?? 0;
}

/** Every one of the last `days` store days, today included, with zeros where nothing was sold. */
export async function perDay(db: Tx, now: string, days: number): Promise<DayFigures[]> {
  return db
    .select({
      date: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
      orders: sql<number>`count(o.id)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${NET_CENTS}), 0)`.mapWith(Number),
    })
    .from(
      sql`generate_series(${today(now)} - ${days - 1}::int, ${today(now)}, interval '1 day') as d(day)
        left join orders o on ${COUNTED} and ${storeDay('o.paid_at')} = d.day::date`,
    )
    .groupBy(sql`d.day`)
    .orderBy(sql`d.day`);
}

export interface TopProduct {
  productId: number | null;
  name: string;
  quantity: number;
  revenueCents: number;
}

/** Best sellers by units over the last `days` store days; custom burgers count as one product. */
export async function topProducts(db: Tx, now: string, days: number, limit: number): Promise<TopProduct[]> {
  return db
    .select({
      productId: sql<number | null>`l.product_id`,
      name: sql<string>`coalesce(max(p.name), 'Burger armada')`,
      quantity: sql<number>`sum(l.quantity)`.mapWith(Number),
      revenueCents: sql<number>`sum(l.unit_price_cents * l.quantity - l.discount_cents)`.mapWith(Number),
    })
    .from(sql`order_lines l join orders o on o.id = l.order_id left join products p on p.id = l.product_id`)
    .where(sql`${COUNTED} and ${storeDay('o.paid_at')} > ${today(now)} - ${days}::int`)
    .groupBy(sql`l.product_id`)
    .orderBy(
      sql`sum(l.quantity) desc, sum(l.unit_price_cents * l.quantity - l.discount_cents) desc, l.product_id nulls last`,
    )
    .limit(limit);
}

/** Average minutes from payment to 'Listo' for orders made ready in the last `days` store days. */
export async function averageMinutesToReady(db: Tx, now: string, days: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: sql<string | null>`avg(extract(epoch from (o.ready_at - o.paid_at)) / 60)` })
    .from(sql`orders o`)
    .where(
      sql`o.status = 'Listo' and o.paid_at is not null and o.ready_at is not null and ${storeDay('o.ready_at')} > ${today(now)} - ${days}::int`,
    );
  return row?.minutes == null ? null : Number(row.minutes);
}

export interface ShareFigures {
  key: string;
  orders: number;
  revenueCents: number;
}

/** Orders and sales of the last `days` store days by one column of the order (channel or method). */
export async function perShare(
  db: Tx,
  now: string,
  days: number,
  column: 'channel' | 'payment_method',
): Promise<ShareFigures[]> {
  return db
    .select({
      key: sql<string>`${sql.raw(`o.${column}`)}`,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${NET_CENTS}), 0)`.mapWith(Number),
    })
    .from(sql`orders o`)
    .where(sql`${COUNTED} and ${storeDay('o.paid_at')} > ${today(now)} - ${days}::int`)
    .groupBy(sql.raw(`o.${column}`));
}
