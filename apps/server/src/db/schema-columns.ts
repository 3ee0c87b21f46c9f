import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written; every table that keeps one calls it created_at. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
