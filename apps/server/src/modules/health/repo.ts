import { randomBytes } from 'node:crypto';
import { sql, TransactionRollbackError } from 'drizzle-orm';
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

/**
 * Makes the database grow by one page and takes it back: a table of its own (so instances probing
 * at once never meet), one row that must go to a new block on disk, then a rollback, which removes
 * the file. Rewriting a row never needs new space, so a full disk would pass that probe unseen.
 */
export async function probeGrowth(db: Tx): Promise<void> {
  const table = sql.identifier(`health_growth_probe_${randomBytes(6).toString('hex')}`);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create table ${table} (filler text)`);
      // Stored as it is (no compression, no side table): the row takes most of a fresh 8 kB block.
      await tx.execute(sql`alter table ${table} alter column filler set storage plain`);
      await tx.execute(sql`insert into ${table} (filler) values (repeat('x', 6000))`);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
