import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { activityLog } from '#db/schema';

export interface ActivityFilter {
  actor?: number;
  action?: string;
}

function where(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.actor === undefined ? undefined : eq(activityLog.actorId, filter.actor),
    // `product` finds every product action; `product.update` only that one.
    filter.action === undefined
      ? undefined
      : filter.action.includes('.')
        ? eq(activityLog.action, filter.action)
        : sql`${activityLog.action} like ${`${filter.action}.%`}`,
  );
}

export async function page(db: Tx, filter: ActivityFilter, limit: number, offset: number) {
  return db
    .select()
    .from(activityLog)
    .where(where(filter))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(limit)
    .offset(offset);
}

export async function count(db: Tx, filter: ActivityFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(activityLog)
    .where(where(filter));
  return row?.count ?? 0;
}

/** Appends one row; the log is only ever added to. */
export async function insertEntry(db: Tx, entry: typeof activityLog.$inferInsert): Promise<void> {
  await db.insert(activityLog).values(entry);
}
