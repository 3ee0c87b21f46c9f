import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, VAT_CONDITIONS } from '@burgers/domain/invoicing';
import { createdAt } from './schema-columns';
import { orders } from './schema-orders';
import { orderRefunds } from './schema-payments';

// Electronic invoicing (ARCA): the shop's fiscal identity, vouchers, the issuing lease, access tickets.

/**
 * The shop's fiscal identity (issue 33): one row (id 1), written by the admin. `enabledSince` is
 * when invoicing was last turned on: orders paid before it are never invoiced by the sweep.
 */
export const fiscalIdentity = pgTable(
  'fiscal_identity',
  {
    id: integer('id').primaryKey().default(1),
    businessName: text('business_name').notNull(),
    cuit: text('cuit').notNull(),
    address: text('address').notNull(),
    grossIncome: text('gross_income').notNull(),
    activityStart: date('activity_start', { mode: 'string' }).notNull(),
    vatCondition: text('vat_condition', { enum: VAT_CONDITIONS }).notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    enabledSince: timestamp('enabled_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('fiscal_identity_single_row', sql`${t.id} = 1`)],
);

/**
 * Invoices and credit notes, each row also its own durable issuing job: `pendiente` rows are
 * taken when `nextAttemptAt` comes. One invoice per order (a partial unique index), one credit
 * note per refund. `number` is written before ARCA is asked, so a retry after a lost answer
 * first asks ARCA whether that number was authorised (FECompConsultar).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    refundId: integer('refund_id').references(() => orderRefunds.id),
    /** A credit note's invoice (CbtesAsoc). */
    invoiceId: integer('invoice_id'),
    type: integer('type').notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    cuit: text('cuit').notNull(),
    number: integer('number'),
    voucherDate: date('voucher_date', { mode: 'string' }),
    cae: text('cae'),
    caeDueDate: date('cae_due_date', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('pendiente'),
    message: text('message'),
    simulated: boolean('simulated').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_refund_key').on(t.refundId),
    uniqueIndex('invoices_voucher_key')
      .on(t.pointOfSale, t.type, t.number, t.simulated)
      .where(sql`${t.cae} is not null`),
    index('invoices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pendiente'`),
    index('invoices_issued_idx').on(t.voucherDate),
  ],
);

/** Which instance issues vouchers now, and until when: ARCA's numbers are taken one at a time. */
export const invoicingLease = pgTable(
  'invoicing_lease',
  {
    id: integer('id').primaryKey().default(1),
    holder: text('holder'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [check('invoicing_lease_single_row', sql`${t.id} = 1`)],
);

/** ARCA's access tickets (WSAA), shared by every instance: ARCA refuses a new one while one is valid. */
export const arcaTickets = pgTable('arca_tickets', {
  service: text('service').primaryKey(),
  token: text('token').notNull(),
  sign: text('sign').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
