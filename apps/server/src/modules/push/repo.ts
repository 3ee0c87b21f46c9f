import { and, eq, gt, gte, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@burgers/domain/order-states';
import type { Tx } from '#db/client';
import { orders, pushSubscriptions, revokedSessions, users } from '#db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewSubscription = typeof pushSubscriptions.$inferInsert;

const sameTarget = (endpoint: string, topic: 'order' | 'kitchen', orderId: number | null) =>
  and(
    eq(pushSubscriptions.endpoint, endpoint),
    eq(pushSubscriptions.topic, topic),
    sql`coalesce(${pushSubscriptions.orderId}, 0) = ${orderId ?? 0}`,
  );

/**
 * One row per device and topic. A device is one person's: when someone else subscribes it (a
 * shared tablet after a change of shift), the previous person's subscriptions on it end.
 */
export async function saveSubscription(db: Tx, row: NewSubscription & { orderId: number | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, row.endpoint), ne(pushSubscriptions.userId, row.userId)));
    await tx.delete(pushSubscriptions).where(sameTarget(row.endpoint, row.topic, row.orderId));
    await tx.insert(pushSubscriptions).values(row);
  });
}

export async function deleteSubscriptions(
  db: Tx,
  userId: number,
  endpoint: string,
  filter: { topic?: 'order' | 'kitchen'; orderId?: number },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpoint, endpoint),
        filter.topic ? eq(pushSubscriptions.topic, filter.topic) : undefined,
        filter.orderId !== undefined ? eq(pushSubscriptions.orderId, filter.orderId) : undefined,
      ),
    );
}

/** Every subscription of one endpoint; how many there were. */
export async function deleteEndpoint(db: Tx, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** A paid order by its payment id: whose it is and its short number. */
export async function paidOrder(db: Tx, purchaseId: string) {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, number: orders.number, purchaseId: orders.purchaseId })
    .from(orders)
    .where(eq(orders.purchaseId, purchaseId));
  return row;
}

/**
 * Still allowed to receive: an active account whose subscribing session was not logged out, has
 * not expired and was not ended by a password change (as the guards see a session).
 */
const liveSession = and(
  isNull(users.deletedAt),
  or(isNull(pushSubscriptions.sessionExpiresAt), gt(pushSubscriptions.sessionExpiresAt, sql`now()`)),
  or(
    isNull(users.passwordChangedAt),
    isNull(pushSubscriptions.sessionIssuedAt),
    gte(pushSubscriptions.sessionIssuedAt, users.passwordChangedAt),
  ),
  notExists(
    sql`(select 1 from ${revokedSessions} where ${revokedSessions.tokenHash} = ${pushSubscriptions.sessionHash})`,
  ),
);

export async function orderSubscriptions(db: Tx, orderId: number, buyerId: number): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.topic, 'order'),
        eq(pushSubscriptions.orderId, orderId),
        eq(pushSubscriptions.userId, buyerId),
        liveSession,
      ),
    );
  return rows.map((row) => row.subscription);
}

export async function kitchenSubscriptions(db: Tx): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.topic, 'kitchen'), inArray(users.role, STAFF_ROLES), liveSession));
  return rows.map((row) => row.subscription);
}

/** Subscriptions whose session was logged out: they will never be sent to again. */
export async function deleteLoggedOut(db: Tx): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      sql`exists (select 1 from ${revokedSessions} where ${revokedSessions.tokenHash} = ${pushSubscriptions.sessionHash})`,
    );
}
