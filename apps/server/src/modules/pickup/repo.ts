import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SlotLoad } from '@burgers/domain/pickup-slots';
import type { Tx } from '../../db/client';
import { orders, pickupHolds } from '../../db/schema';

// The slots are cut from the store's hours and pickup settings (the row store/repo reads too).
export { readStoreSettings as readSettings, type StoreSettings } from '../../db/store-settings';

/** Any constant works: it only has to be the same in every instance of this shop. */
export const PICKUP_SLOTS_LOCK_KEY = 7_461_219;

/**
 * Checkouts choose and hold slots one after the other, on every instance: a transaction-level
 * advisory lock, released by the commit. On PGlite, transactions already run one at a time.
 */
export async function lockSlots(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PICKUP_SLOTS_LOCK_KEY})`);
}

/**
 * How many orders each slot in [from, to) holds: paid ones promised to it (a refunded one frees its
 * place) plus the checkouts made since `holdsSince` that are still being paid. An order both paid
 * and held counts once.
 */
export async function slotLoad(db: Tx, from: Date, to: Date, holdsSince: Date): Promise<SlotLoad> {
  const paid = await db
    .select({ orderId: orders.id, slotAt: orders.promisedAt })
    .from(orders)
    .where(
      and(
        gte(orders.promisedAt, from),
        lt(orders.promisedAt, to),
        inArray(orders.status, ['Pendiente', 'Listo']),
        isNull(orders.refundedAt),
      ),
    );
  const held = await db
    .select({ orderId: pickupHolds.orderId, slotAt: pickupHolds.slotAt })
    .from(pickupHolds)
    .where(and(gte(pickupHolds.slotAt, from), lt(pickupHolds.slotAt, to), gt(pickupHolds.createdAt, holdsSince)));
  const taken = new Map<number, Set<number>>();
  for (const row of [...paid, ...held]) {
    if (!row.slotAt) continue;
    const slot = row.slotAt.getTime();
    const ordersInSlot = taken.get(slot) ?? new Set<number>();
    ordersInSlot.add(row.orderId);
    taken.set(slot, ordersInSlot);
  }
  return new Map([...taken].map(([slot, ids]) => [slot, ids.size]));
}

export async function insertHold(tx: Tx, hold: { orderId: number; slotAt: Date; createdAt: Date }): Promise<void> {
  await tx.insert(pickupHolds).values(hold);
}

/** A checkout that never reached the provider gives its place back at once. */
export async function deleteHold(db: Tx, orderId: number): Promise<void> {
  await db.delete(pickupHolds).where(eq(pickupHolds.orderId, orderId));
}

/** Holds long past their minutes are only history: dropped so the table stays small. */
export async function pruneHolds(tx: Tx, before: Date): Promise<void> {
  await tx.delete(pickupHolds).where(lt(pickupHolds.createdAt, before));
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
        inArray(orders.status, ['Pendiente', 'Listo']),
        isNull(orders.refundedAt),
      ),
    )
    .groupBy(orders.promisedAt);
  return new Map(rows.flatMap((row) => (row.slotAt ? [[row.slotAt.getTime(), row.count] as const] : [])));
}
