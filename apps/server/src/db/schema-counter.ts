import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/** A day's opening float (fondo inicial), set for that day over the store's default. */
export const cashFloats = pgTable(
  'cash_floats',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    setById: integer('set_by_id')
      .notNull()
      .references(() => users.id),
    setByName: text('set_by_name').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cash_floats_amount_check', sql`${t.amountCents} >= 0`)],
);
