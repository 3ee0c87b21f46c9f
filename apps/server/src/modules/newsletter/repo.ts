import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

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
