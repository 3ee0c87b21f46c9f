import { todayInStore } from '@burgers/domain/coupons';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderNumberCounters, orders } from '../../db/schema';

/**
 * Gives a just-paid order the next number of the store's day (#1, #2, ...). Runs inside the
 * transaction that marks it paid: the upsert locks the day's counter row until commit, so
 * payments approved at once on several instances get distinct, consecutive numbers, and a
 * rolled-back payment gives its number back.
 */
export async function assignDailyNumber(tx: Tx, orderId: number, paidAt: Date): Promise<number> {
  const day = todayInStore(paidAt);
  const [counter] = await tx
    .insert(orderNumberCounters)
    .values({ day, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.day,
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  await tx.update(orders).set({ number: counter.lastNumber, numberDay: day }).where(eq(orders.id, orderId));
  return counter.lastNumber;
}
