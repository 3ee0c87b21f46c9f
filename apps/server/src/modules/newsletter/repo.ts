import { and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '#db/schema';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** Adds a subscriber; undefined when the (lowercased) address is already subscribed. */
export async function insertSubscriber(
  db: Tx,
  email: string,
  unsubscribeTokenHash: string,
): Promise<Subscriber | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, unsubscribeTokenHash })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return row;
}

export async function listSubscribers(db: Tx): Promise<Subscriber[]> {
  return db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
}

/** Removes the subscriber the token belongs to; undefined for an unknown token. */
export async function deleteSubscriberByTokenHash(db: Tx, tokenHash: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash))
    .returning();
  return row;
}

/** Keeps the hash of the token the next mail carries (it changes only when the shop's secret does). */
export async function setTokenHash(db: Tx, id: number, tokenHash: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribeTokenHash: tokenHash })
    .where(eq(newsletterSubscribers.id, id));
}

/** The issue with this content, created the first time it is sent; its id either way. */
export async function issueId(
  db: Tx,
  issue: { contentKey: string; title: string; description: string; btnTxt: string },
): Promise<number> {
  const [row] = await db
    .insert(newsletterIssues)
    .values(issue)
    // A no-op update, so the existing row's id comes back too.
    .onConflictDoUpdate({ target: newsletterIssues.contentKey, set: { contentKey: sql`excluded.content_key` } })
    .returning({ id: newsletterIssues.id });
  if (!row) throw new Error('newsletter issue not stored');
  return row.id;
}

/**
 * Claims the delivery of an issue to one subscriber; false when it was mailed already or another
 * send is mailing it right now. A claim left by a process that died mid-send is taken over after
 * `staleMinutes`, so a crash costs that subscriber a delay, not the issue.
 */
export async function claimDelivery(
  db: Tx,
  issue: number,
  subscriberId: number,
  staleMinutes: number,
): Promise<boolean> {
  const rows = await db
    .insert(newsletterDeliveries)
    .values({ issueId: issue, subscriberId })
    .onConflictDoUpdate({
      target: [newsletterDeliveries.issueId, newsletterDeliveries.subscriberId],
      set: { claimedAt: sql`now()` },
      setWhere: sql`${newsletterDeliveries.sentAt} is null and ${newsletterDeliveries.claimedAt} < now() - (${staleMinutes}::int * interval '1 minute')`,
    })
    .returning({ issueId: newsletterDeliveries.issueId });
  return rows.length > 0;
}

export async function markDelivered(db: Tx, issue: number, subscriberId: number): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ sentAt: sql`now()` })
    .where(and(eq(newsletterDeliveries.issueId, issue), eq(newsletterDeliveries.subscriberId, subscriberId)));
}

/** The mail server refused it: the next send tries this subscriber again. */
export async function releaseDelivery(db: Tx, issue: number, subscriberId: number): Promise<void> {
  await db
    .delete(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.issueId, issue),
        eq(newsletterDeliveries.subscriberId, subscriberId),
        isNull(newsletterDeliveries.sentAt),
      ),
    );
}

export async function countSubscribers(db: Tx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers);
  return row?.total ?? 0;
}

/** The latest issues for the sent list of /adminnewsletter: recipients are the mails delivered. */
export async function recentIssues(db: Tx, limit: number) {
  return db
    .select({
      id: newsletterIssues.id,
      title: newsletterIssues.title,
      recipients: count(newsletterDeliveries.sentAt),
      sentAt: sql<Date>`coalesce(${max(newsletterDeliveries.sentAt)}, ${newsletterIssues.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(newsletterIssues)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
    .groupBy(newsletterIssues.id)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(limit);
}
