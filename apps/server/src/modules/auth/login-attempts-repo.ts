import { and, gt, inArray, lt, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { loginAttempts } from '#db/schema';

/**
 * Attempts live in the database, not in process memory, so every server instance counts the same
 * attempts. Times are the database's (now()), so instances with skewed clocks still agree.
 */
const windowStart = (minutes: number) => sql`now() - (${minutes}::int * interval '1 minute')`;
/**
 * Attempts are kept a day (or a longer window) whatever the caller's window: limits with different
 * windows share the table (login 15 minutes, uploads an hour, mail its own), and one must not
 * drop what another still counts.
 */
const RETENTION_MINUTES = 24 * 60;
const expired = (windowMinutes: number) =>
  lt(loginAttempts.createdAt, windowStart(Math.max(windowMinutes, RETENTION_MINUTES)));

export async function countRecentAttempts(db: Tx, keys: string[], windowMinutes: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginAttempts.key, attempts: count() })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.createdAt, windowStart(windowMinutes))))
    .groupBy(loginAttempts.key);
  return new Map(rows.map((row) => [row.key, row.attempts]));
}

export interface RecordedAttempt {
  /** Attempts within the window under each key, this one included. */
  counts: Map<string, number>;
  /** Takes this attempt back (it was refused unchecked, or it succeeded and should not count). */
  forget(): Promise<void>;
}

/**
 * Records one attempt under each key, then counts, as one step: of any number of attempts at the
 * same moment (on one server instance or several) each sees the ones before it, so a burst gets
 * at most the limit through. A transaction-level advisory lock per key puts the attempts of one
 * key in line; the keys are taken in one order so two attempts never wait for each other.
 */
export async function recordAndCountAttempts(db: Tx, keys: string[], windowMinutes: number): Promise<RecordedAttempt> {
  const lockOrder = [...new Set(keys)].sort();
  const { ids, counts } = await db.transaction(async (tx) => {
    for (const key of lockOrder) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const rows = await tx
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key })))
      .returning({ id: loginAttempts.id });
    await tx.delete(loginAttempts).where(expired(windowMinutes));
    // Each statement sees what committed before it, and whoever held the lock before us has committed.
    return { ids: rows.map((row) => row.id), counts: await countRecentAttempts(tx, keys, windowMinutes) };
  });
  return {
    counts,
    async forget() {
      await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
    },
  };
}

/** Records one attempt under each key and drops attempts that have left the window. */
export async function recordAttempt(db: Tx, keys: string[], windowMinutes: number): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  await db.delete(loginAttempts).where(expired(windowMinutes));
}

export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
