import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { PAID_STATES } from '@burgers/domain/order-states';
import type { SlotLoad } from '@burgers/domain/pickup-slots';
import type { Tx } from '#db/client';
import { paidStateSql } from '#db/order-states';
import { orders, pickupHolds, storeSettings } from '#db/schema';
import type { Fulfillment } from '#db/store-settings';

// The slots are cut from the store's hours and pickup settings (the row store/repo reads too).
export { readStoreSettings as readSettings, type StoreSettings } from '#db/store-settings';

/** Any constant works: it only has to be the same in every instance of this shop. */
export const PICKUP_SLOTS_LOCK_KEY = 7_461_219;

/**
 * Checkouts choose and hold slots one after the other, on every instance: a transaction-level
 * advisory lock, released by the commit. On PGlite, transactions already run one at a time.
 *
 * Every checkout waits for this lock, so its transaction commits without waiting for the disk
 * (synchronous_commit off, for this transaction only): the lock is released as soon as the hold
 * is written, not after an fsync. Nothing durable depends on it alone: the order's own insert,
 * later, commits durably and so writes this hold to disk first; a crash in between loses the hold
 * of a checkout that never answered.
 */
export async function lockSlots(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PICKUP_SLOTS_LOCK_KEY}), set_config('synchronous_commit', 'off', true)`,
  );
}

/** The store's settings as a slot decision reads them (store_settings, the one row). */
export type SlotSettings = Pick<
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

/**
 * How many orders each slot in [from, to) holds: paid ones promised to it (a refunded one frees its
 * place) plus the checkouts made since `holdsSince` that are still being paid. An order both paid
 * and held counts once. The store's settings come back with it, read in the same statement (and
 * so under the same lock), so a checkout decides on the settings as they are now, whatever an
 * instance keeps in memory; undefined when the row is missing.
 */
export async function slotState(
  db: Tx,
  from: Date,
  to: Date,
  holdsSince: Date,
  fulfillment: Fulfillment = 'retiro',
): Promise<{ settings: SlotSettings | undefined; load: SlotLoad }> {
  const [row] = await db
    .select({
      settings: sql<SlotSettings | null>`(
        select json_build_object(
          'hours', s.hours, 'paused', s.paused, 'prepMinutes', s.prep_minutes, 'slotCapacity', s.slot_capacity,
          'scheduleDaysAhead', s.schedule_days_ahead, 'busyMinutes', s.busy_minutes,
          'deliveryEnabled', s.delivery_enabled, 'deliveryHours', s.delivery_hours,
          'deliverySlotCapacity', s.delivery_slot_capacity)
        from ${storeSettings} s where s.id = 1)`,
      // Counted per slot by the database: a busy day's hundreds of orders travel as a few numbers.
      taken: sql<Array<{ s: string; n: number }>>`coalesce((
        select json_agg(json_build_object('s', t.slot_at, 'n', t.orders)) from (
          select slot_at, count(distinct order_id) as orders from (
            select ${orders.id} as order_id, ${orders.promisedAt} as slot_at from ${orders}
            where ${and(
              gte(orders.promisedAt, from),
              lt(orders.promisedAt, to),
              inArray(orders.status, PAID_STATES),
              isNull(orders.refundedAt),
              eq(orders.fulfillment, fulfillment),
            )}
            union all
            select ${pickupHolds.orderId}, ${pickupHolds.slotAt} from ${pickupHolds}
            where ${and(
              gte(pickupHolds.slotAt, from),
              lt(pickupHolds.slotAt, to),
              gt(pickupHolds.createdAt, holdsSince),
              eq(pickupHolds.fulfillment, fulfillment),
            )}
          ) taken group by slot_at
        ) t), '[]'::json)`,
    })
    .from(sql`(values (1)) as once (x)`);
  return {
    settings: row?.settings ?? undefined,
    load: new Map((row?.taken ?? []).map(({ s: slotAt, n: count }) => [new Date(slotAt).getTime(), Number(count)])),
  };
}

/**
 * Holds a place in a slot for the order about to be created and gives that order its id, in one
 * statement: the id is taken from the orders' sequence before the provider is called (it travels
 * as external_reference), and holds long past their minutes are dropped on the way (only history,
 * so the table stays small).
 */
export async function holdForNewOrder(
  db: Tx,
  hold: {
    slotAt: Date;
    createdAt: Date;
    pruneBefore: Date;
    userId: number | null;
    clientIp: string | null;
    fulfillment: Fulfillment;
  },
): Promise<number> {
  const prune = db.delete(pickupHolds).where(lt(pickupHolds.createdAt, hold.pruneBefore));
  // Committed without waiting for the disk, alone or in the slots' locked transaction (see
  // lockSlots): the order's durable insert that follows writes the hold to disk first.
  const result = await db.execute<{ order_id: number }>(sql`
    with pruned as ${prune}
    insert into ${pickupHolds} (order_id, slot_at, created_at, user_id, client_ip, fulfillment)
    select nextval(pg_get_serial_sequence('orders', 'id')), ${sql.param(hold.slotAt, pickupHolds.slotAt)}, ${sql.param(hold.createdAt, pickupHolds.createdAt)}, ${hold.userId}::int, ${hold.clientIp}::text, ${hold.fulfillment}::text
    from (select set_config('synchronous_commit', 'off', true)) as quick_commit
    returning order_id`);
  const rows = Array.isArray(result) ? result : (result as { rows: Array<{ order_id: number }> }).rows;
  const id = Number(rows[0]?.order_id);
  if (!Number.isInteger(id)) throw new Error('no order id');
  return id;
}

/**
 * Releases the holds of unpaid checkouts past the newest `keep` of one account or one client IP
 * (counted since `since`, as the slots count them): a new checkout replaces the oldest hold.
 */
export async function releaseExcessHolds(
  db: Tx,
  owner: { column: 'user_id' | 'client_ip'; value: number | string; keep: number; since: Date },
): Promise<void> {
  await db.execute(sql`
    delete from ${pickupHolds} where order_id in (
      select h.order_id from ${pickupHolds} h
      where ${sql.identifier(owner.column)} = ${owner.value} and h.created_at > ${sql.param(owner.since, pickupHolds.createdAt)}
        and not exists (select 1 from ${orders} o where o.id = h.order_id and ${paidStateSql('o')})
      order by h.created_at desc, h.order_id desc
      offset ${owner.keep}
    )`);
}

/** When the order's checkout took its hold (the app's clock); undefined when it has none left. */
export async function holdTakenAt(db: Tx, orderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: pickupHolds.createdAt })
    .from(pickupHolds)
    .where(eq(pickupHolds.orderId, orderId));
  return row?.createdAt;
}

/** A checkout that never reached the provider gives its place back at once. */
export async function deleteHold(db: Tx, orderId: number): Promise<void> {
  await db.delete(pickupHolds).where(eq(pickupHolds.orderId, orderId));
}

/** Paid orders per promised slot in [from, to), for the owner's chart. */
export async function paidPerSlot(db: Tx, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotAt: orders.promisedAt, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        gte(orders.promisedAt, from),
        lt(orders.promisedAt, to),
        inArray(orders.status, PAID_STATES),
        isNull(orders.refundedAt),
      ),
    )
    .groupBy(orders.promisedAt);
  return new Map(rows.flatMap((row) => (row.slotAt ? [[row.slotAt.getTime(), row.count] as const] : [])));
}
