import { and, gt, inArray, lt, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/**
 * Attempts live in the database, not in process memory, so every server instance counts the same
 * attempts. Times are the database's (now()), so instances with skewed clocks still agree.
 */
const windowStart = (minutes: number) => sql`now() - (${minutes}::int * interval '1 minute')`;

export async function countRecentAttempts(db: Tx, keys: string[], windowMinutes: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginAttempts.key, attempts: count() })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.createdAt, windowStart(windowMinutes))))
    .groupBy(loginAttempts.key);
  return new Map(rows.map((row) => [row.key, row.attempts]));
}

/** Records one attempt under each key and drops attempts that have left the window. */
export async function recordAttempt(db: Tx, keys: string[], windowMinutes: number): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, windowStart(windowMinutes)));
}

export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
