import { asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { newsletterIssues, newsletterSubscribers } from '../../db/schema';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** Adds a subscriber; undefined when the (lowercased) address is already subscribed. */
export async function insertSubscriber(db: Tx, email: string, unsubscribeToken: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, unsubscribeToken })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return row;
}

export async function listSubscribers(db: Tx): Promise<Subscriber[]> {
  return db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
}

/** Removes the subscriber the token belongs to; undefined for an unknown token. */
export async function deleteSubscriberByToken(db: Tx, token: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning();
  return row;
}

export async function countSubscribers(db: Tx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers);
  return row?.total ?? 0;
}

/** Remembers a sent newsletter for the sent list of /adminnewsletter. */
export async function recordIssue(db: Tx, title: string, recipients: number): Promise<void> {
  await db.insert(newsletterIssues).values({ title, recipients });
}

export async function recentIssues(db: Tx, limit: number) {
  return db
    .select({ id: newsletterIssues.id, title: newsletterIssues.title, recipients: newsletterIssues.recipients, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
    .limit(limit);
}
