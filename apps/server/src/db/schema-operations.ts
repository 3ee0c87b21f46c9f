import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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

// Running the shop: the activity log, store settings, health probe, push subscriptions, backups.

/**
 * What staff changed, with the values before and after; only ever appended to. Never holds a
 * password, a token or a link.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('activity_log_at_idx').on(t.at, t.id), index('activity_log_actor_idx').on(t.actorId, t.at)],
);

/**
 * The store's settings: one row (id 1), created by its migration with the demo's hours
 * (every day 00:00-24:00). `hours` holds [{ day, from, to }] as the domain validates them.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    hours: jsonb('hours').$type<Array<{ day: number; from: string; to: string }>>().notNull(),
    /** Online orders paused from the kitchen or the admin home. */
    paused: boolean('paused').notNull().default(false),
    /** The kitchen printer's paper: 80 mm thermal rolls, or 58 mm. */
    ticketPaperMm: integer('ticket_paper_mm').notNull().default(80),
    /** Minutes to prepare an order in a normal moment. */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    /** Orders per 15-minute pickup slot; 0 means no limit. */
    slotCapacity: integer('slot_capacity').notNull().default(8),
    /** 0: orders for today only; 1: today and tomorrow. */
    scheduleDaysAhead: integer('schedule_days_ahead').notNull().default(1),
    /** The kitchen's busy mode: extra minutes (0, 10, 20 or 30) before the first slot offered. */
    busyMinutes: integer('busy_minutes').notNull().default(0),
    /** `Pagar en efectivo al retirar` offered on the storefront, up to cashMaxTotalCents. */
    cashOnPickup: boolean('cash_on_pickup').notNull().default(false),
    cashMaxTotalCents: bigint('cash_max_total_cents', { mode: 'number' }).notNull().default(0),
    /** The owner lets employees see the day's cash and close it (/admin/caja); admins always may. */
    cashDeskForEmployees: boolean('cash_desk_for_employees').notNull().default(false),
    /** The drawer's opening float (fondo inicial) of a day that sets none of its own. */
    openingFloatCents: bigint('opening_float_cents', { mode: 'number' }).notNull().default(0),
    /** Delivery by the shop's riders taken at all, its hours (empty: the store's), orders per 15-minute slot (0: no limit). */
    deliveryEnabled: boolean('delivery_enabled').notNull().default(true),
    deliveryHours: jsonb('delivery_hours')
      .$type<Array<{ day: number; from: string; to: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    deliverySlotCapacity: integer('delivery_slot_capacity').notNull().default(6),
    /** Where the store is: the zones' centre, their 15 km limit and the map's pin. */
    storeLat: doublePrecision('store_lat').notNull().default(-34.6035),
    storeLng: doublePrecision('store_lng').notNull().default(-58.5115),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_opening_float_check', sql`${t.openingFloatCents} >= 0`)],
);

/** One row the health check rewrites: a database that cannot write (a full disk) fails it. */
export const healthWriteProbe = pgTable('health_write_probe', {
  id: integer('id').primaryKey().default(1),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's push subscription (Push API) for one topic: an order's `Listo` for its buyer, or new
 * paid orders for the kitchen. `sessionHash` is the session that subscribed: once it is logged out,
 * the device gets no more notices.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topic: text('topic', { enum: ['order', 'kitchen'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').notNull(),
    /** The subscribing session's times: a password changed after it, or its end, stops the notices. */
    sessionIssuedAt: timestamp('session_issued_at', { withTimezone: true }),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_target_key').on(t.endpoint, t.topic, sql`coalesce(${t.orderId}, 0)`),
    index('push_subscriptions_order_idx').on(t.orderId),
    index('push_subscriptions_topic_idx').on(t.topic),
  ],
);

/**
 * Backups taken (automatic ones by store day and hour, `manual:<id>` for `npm run backup`). The
 * slot is the claim: of several instances, the one whose insert wins takes that hour's backup.
 */
export const backupRuns = pgTable('backup_runs', {
  slot: text('slot').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  file: text('file'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  sha256: text('sha256'),
  error: text('error'),
});
