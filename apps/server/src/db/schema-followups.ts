/** Scheduled follow-up messages: the review request and the win-back (docs/product/loyalty.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { coupons } from './schema-catalogue';
import { createdAt } from './schema-columns';
import { orders } from './schema-orders';

export const FOLLOWUP_KINDS = ['review', 'winback'] as const;
export const FOLLOWUP_STATUSES = ['pending', 'sending', 'sent', 'cancelled', 'failed'] as const;

/**
 * One message to send later, kept in the database so a restart loses none and several instances
 * send each once: a worker claims due rows (status `sending` with a lease), then marks them sent,
 * retried later, failed after the last attempt, or cancelled when their reason is gone.
 */
export const followupJobs = pgTable(
  'followup_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: FOLLOWUP_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** review: the order picked up; winback: the customer's last paid order, the lapse is counted from. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: FOLLOWUP_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** After a failed attempt: not tried again before this. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While `sending`: the claiming instance's hold; past it another instance may take the job over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How it went out (`mail`; WhatsApp later). */
    channel: text('channel'),
    /** The win-back's single-use coupon, created when the message is first sent. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('followup_jobs_kind_check', sql`${t.kind} IN ('review', 'winback')`),
    check('followup_jobs_status_check', sql`${t.status} IN ('pending', 'sending', 'sent', 'cancelled', 'failed')`),
    // One review request per order; one win-back per lapse (the same last order) of a customer.
    uniqueIndex('followup_jobs_review_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'review'`),
    uniqueIndex('followup_jobs_winback_key')
      .on(t.userId, t.orderId)
      .where(sql`${t.kind} = 'winback'`),
    index('followup_jobs_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('followup_jobs_user_idx').on(t.userId, t.kind, t.createdAt),
    index('followup_jobs_coupon_idx').on(t.couponId),
  ],
);
