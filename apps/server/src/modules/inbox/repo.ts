import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { contactMessages } from '#db/schema';

/** A message of the contact form as stored: the contact module writes them, the inbox reads them. */
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** One page of the inbox, newest first, with the total and the unread count. */
export async function inboxPage(db: Tx, page: number, pageSize: number) {
  const rows: ContactMessageRow[] = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
    })
    .from(contactMessages);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks a message read the first time it is opened; later openings keep that first time. */
export async function markRead(db: Tx, id: number): Promise<ContactMessageRow | undefined> {
  await db
    .update(contactMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}
