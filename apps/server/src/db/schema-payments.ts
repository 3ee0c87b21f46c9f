import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';
import { orders } from './schema-orders';

// Money in and out: payments, refunds, the day's cash close.

/**
 * Money given back on a paid order, from the orders desk or reported by MercadoPago's webhook.
 * `providerRefundId` (MercadoPago's refund id, or the sandbox's) is unique, so one refund reaching
 * the shop both ways is recorded once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /**
     * `pendiente` is written before the provider is asked, `completado` once it answered: money
     * the provider may have moved is always on record (refunds/service.ts).
     */
    status: text('status', { enum: ['pendiente', 'completado'] })
      .notNull()
      .default('completado'),
    /** The key the provider was asked with: a pending refund is resumed or reconciled by it. */
    idempotencyKey: text('idempotency_key'),
    /** The staff member who refunded; null for a refund that came by webhook. */
    byUserId: integer('by_user_id').references(() => users.id),
    /** The staff member's full name, or 'MercadoPago'. */
    byName: text('by_name').notNull(),
    source: text('source', { enum: ['desk', 'webhook'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Refunded on the sandbox: no money moved. */
    simulated: boolean('simulated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_provider_key').on(t.providerRefundId),
    uniqueIndex('order_refunds_idempotency_key').on(t.idempotencyKey),
    check('order_refunds_amount_cents_check', sql`${t.amountCents} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    /** The provider's payment id (the order's purchaseId once approved). */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['sandbox', 'mercadopago'] }).notNull(),
    status: text('status').notNull(),
    installments: integer('installments').notNull().default(1),
    transactionAmountCents: bigint('transaction_amount_cents', { mode: 'number' }).notNull(),
    installmentAmountCents: bigint('installment_amount_cents', { mode: 'number' }).notNull(),
    totalPaidCents: bigint('total_paid_cents', { mode: 'number' }).notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** A day's cash drawer, closed once at night: what was expected, what was counted, who closed it. */
export const cashCloses = pgTable('cash_closes', {
  day: date('day', { mode: 'string' }).primaryKey(),
  expectedCents: bigint('expected_cents', { mode: 'number' }).notNull(),
  countedCents: bigint('counted_cents', { mode: 'number' }).notNull(),
  differenceCents: bigint('difference_cents', { mode: 'number' }).notNull(),
  note: text('note').notNull().default(''),
  closedById: integer('closed_by_id')
    .notNull()
    .references(() => users.id),
  closedByName: text('closed_by_name').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
