import { todayInStore } from '@burgers/domain/coupons';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Gives a just-paid order the next number of the store's day (#1, #2, ...). Runs inside the
 * transaction that marks it paid: the upsert locks the day's counter row until commit, so
 * payments approved at once on several instances get distinct, consecutive numbers, and a
 * rolled-back payment gives its number back.
 *
 * Every paid order of the day waits for that row, so it is taken by one statement, the last
 * before the commit: the lock is held for one round trip and the commit, never while the
 * application talks to the database about anything else.
 */
export async function assignDailyNumber(tx: Tx, orderId: number, paidAt: Date): Promise<void> {
  const day = todayInStore(paidAt);
  await tx.execute(sql`
    with counter as (
      insert into order_number_counters (day, last_number) values (${day}, 1)
      on conflict (day) do update set last_number = order_number_counters.last_number + 1
      returning last_number
    )
    update orders set number = (select last_number from counter), number_day = ${day}
    where id = ${orderId}`);
}
