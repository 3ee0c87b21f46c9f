import { sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { healthWriteProbe } from '#db/schema';

/** The smallest question a database answers. */
export async function ping(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rewrites the one probe row: a database that answers may still be unable to store anything. */
export async function rewriteProbe(db: Tx): Promise<void> {
  await db
    .insert(healthWriteProbe)
    .values({ id: 1 })
    .onConflictDoUpdate({ target: healthWriteProbe.id, set: { checkedAt: sql`now()` } });
}
