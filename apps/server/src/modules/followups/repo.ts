import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { paidOrderSql } from '#db/order-states';
import { coupons, followupJobs, newsletterSubscribers, orders, users } from '#db/schema';

export type FollowupJob = typeof followupJobs.$inferSelect;

/** How long a claimed job is held by the instance sending it; past that another may take it over. */
const LEASE_SECONDS = 300;

/**
 * One review request per order, for a customer's account only (a counter sale without one is kept
 * under the staff member's): scheduling it again changes nothing.
 */
export async function scheduleReview(
  tx: Tx,
  job: { userId: number; orderId: number; dueAt: Date; now: Date },
): Promise<void> {
  const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, job.userId));
  if (owner?.role !== 'customer') return;
  await tx
    .insert(followupJobs)
    .values({ kind: 'review', userId: job.userId, orderId: job.orderId, dueAt: job.dueAt, createdAt: job.now })
    .onConflictDoNothing();
}

/** One win-back per lapse (the customer's last paid order); undefined when it was already scheduled. */
export async function scheduleWinBack(
  db: Tx,
  job: { userId: number; orderId: number; dueAt: Date; now: Date },
): Promise<FollowupJob | undefined> {
  const [row] = await db
    .insert(followupJobs)
    .values({ kind: 'winback', userId: job.userId, orderId: job.orderId, dueAt: job.dueAt, createdAt: job.now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Takes up to `limit` due jobs for this instance in one statement: rows another instance is
 * claiming are skipped (SKIP LOCKED) and the claimed ones leave `pending`, so two instances never
 * take the same job. A job whose sender died (its lease over) is due again.
 */
export async function claimDue(db: Tx, now: Date, limit: number): Promise<FollowupJob[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = db
    .select({ id: followupJobs.id })
    .from(followupJobs)
    .where(
      or(
        and(
          eq(followupJobs.status, 'pending'),
          lte(sql`coalesce(${followupJobs.nextAttemptAt}, ${followupJobs.dueAt})`, at),
        ),
        and(eq(followupJobs.status, 'sending'), lte(followupJobs.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(followupJobs.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(followupJobs)
    .set({ status: 'sending', leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(followupJobs.id, due))
    .returning();
}

const sending = (id: number) => and(eq(followupJobs.id, id), eq(followupJobs.status, 'sending'));

export async function markSent(db: Tx, id: number, channel: string, at: Date): Promise<void> {
  await db
    .update(followupJobs)
    .set({ status: 'sent', channel, sentAt: at, leaseUntil: null, lastError: null })
    .where(sending(id));
}

export async function markCancelled(db: Tx, id: number, reason: string): Promise<void> {
  await db.update(followupJobs).set({ status: 'cancelled', cancelReason: reason, leaseUntil: null }).where(sending(id));
}

/** A failed attempt: tried again at `retryAt`, or `failed` for good when there is none. */
export async function markAttemptFailed(
  db: Tx,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(followupJobs)
    .set({
      status: retryAt ? 'pending' : 'failed',
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: retryAt,
      leaseUntil: null,
    })
    .where(sending(id));
}

export async function setCoupon(db: Tx, id: number, couponId: number): Promise<void> {
  await db.update(followupJobs).set({ couponId }).where(eq(followupJobs.id, id));
}

export async function jobById(db: Tx, id: number): Promise<FollowupJob | undefined> {
  const [row] = await db.select().from(followupJobs).where(eq(followupJobs.id, id));
  return row;
}

/** The customer a message goes to; undefined once the account is gone or deactivated. */
export async function recipient(db: Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.deletedAt ? row : undefined;
}

/** The newsletter's consent: the account's address is on the list (unsubscribing removes it). */
export async function consents(db: Tx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return rows.length > 0;
}

/** An order by its payment id: whose it is (a review request's fallback finds it so). */
export async function orderByPurchaseId(db: Tx, purchaseId: string) {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.purchaseId, purchaseId));
  return row;
}

export async function orderState(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      purchaseId: orders.purchaseId,
      number: orders.number,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Whether the customer paid for an order after `since` (the win-back's reason is then gone). */
export async function orderedSince(db: Tx, userId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.paidAt),
        sql`${orders.paidAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Customers on the newsletter whose last paid order is older than `cutoff` and who had no win-back
 * since `since` nor for this lapse. Walks the (short) list of subscribers, each joined by unique
 * address and its last order found through the orders' customer index.
 */
export async function lapsedCustomers(
  db: Tx,
  cutoff: Date,
  since: Date,
  limit: number,
): Promise<Array<{ userId: number; orderId: number }>> {
  const result = await db.execute(sql`
    select u.id as "userId", last.id as "orderId"
    from newsletter_subscribers s
    join users u on u.email = s.email and u.deleted_at is null and u.role = 'customer'
    join lateral (
      select o.id, o.paid_at from orders o
      where o.user_id = u.id and o.paid_at is not null
      order by o.paid_at desc limit 1
    ) last on true
    where last.paid_at < ${cutoff.toISOString()}::timestamptz
      and not exists (
        select 1 from followup_jobs j
        where j.kind = 'winback' and j.user_id = u.id
          and (j.order_id = last.id or j.created_at > ${since.toISOString()}::timestamptz)
      )
    order by u.id
    limit ${limit}`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return (rows as Array<{ userId: number | string; orderId: number | string }>).map((row) => ({
    userId: Number(row.userId),
    orderId: Number(row.orderId),
  }));
}

/** The dashboard's `Te extrañamos`: messages sent, and customers who paid an order with its coupon. */
export async function winBackFigures(db: Tx): Promise<{ sent: number; cameBack: number }> {
  const [sent] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(followupJobs)
    .where(and(eq(followupJobs.kind, 'winback'), eq(followupJobs.status, 'sent')));
  const [back] = await db
    .select({ count: sql<number>`count(distinct o.user_id)`.mapWith(Number) })
    .from(sql`orders o`)
    .where(
      sql`${paidOrderSql('o')} and exists (
        select 1 from order_coupons oc join followup_jobs j on j.coupon_id = oc.coupon_id
        where oc.order_id = o.id and j.kind = 'winback')`,
    );
  return { sent: sent?.count ?? 0, cameBack: back?.count ?? 0 };
}

/** The unsubscribe link's token as the win-back carries it (newsletter/service.ts derives the same one). */
export async function syncUnsubscribeHash(db: Tx, email: string, tokenHash: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribeTokenHash: tokenHash })
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
}

export async function couponById(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      expirationDate: coupons.expirationDate,
      percent: coupons.discountPercentage,
    })
    .from(coupons)
    .where(eq(coupons.id, id));
  return row;
}
