/** Points, rewards and the loyalty settings (issue 37, docs/product/loyalty.md). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row (id 1): the owner's rate, expiry and on/off. */
export const loyaltySettings = pgTable('loyalty_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  /** Pesos (in cents) paid for products that earn one point: `1 punto cada $ 100`. */
  centsPerPoint: bigint('cents_per_point', { mode: 'number' }).notNull().default(10_000),
  expiryMonths: integer('expiry_months').notNull().default(12),
  /** `Te extrañamos`: on/off, the days without ordering before it is sent, its coupon's percentage. */
  winBackEnabled: boolean('win_back_enabled').notNull().default(true),
  winBackDays: integer('win_back_days').notNull().default(45),
  winBackPercent: integer('win_back_percent').notNull().default(15),
});

/** What points buy: a product for free (productId) or an amount off the order (amountCents). */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    points: integer('points').notNull(),
    productId: integer('product_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rewards_one_kind_check', sql`(${t.productId} IS NULL) <> (${t.amountCents} IS NULL)`)],
);

/**
 * Append-only: a balance is always the sum of `points`. earned (+, at Entregado), redeemed (-, held
 * at checkout), reversed (a refund's share, - ; or a released hold, +), expired (-), adjusted (staff, ±).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    /** users.id; the foreign key (on delete cascade) is in migration 0026: importing schema.ts here would be a cycle. */
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['earned', 'redeemed', 'reversed', 'expired', 'adjusted'] }).notNull(),
    points: integer('points').notNull(),
    /** The order (its id is taken before the row is written at checkout, so no foreign key). */
    orderId: integer('order_id'),
    rewardId: integer('reward_id'),
    /** For an earned entry: when it stops counting. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    byUserId: integer('by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    index('points_ledger_order_idx').on(t.orderId),
    check('points_ledger_kind_check', sql`${t.kind} IN ('earned', 'redeemed', 'reversed', 'expired', 'adjusted')`),
  ],
);
