/**
 * Delivery by the shop's riders (docs/product/delivery.md): the zones the owner draws, the
 * customers' saved addresses, and where a rider on the way is. The foreign keys (to users and
 * orders) are in the migration; they are not repeated here so this file does not import schema.ts,
 * which re-exports it.
 */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One zone: a GeoJSON polygon's rings ([lng, lat] positions), its fee, minimum and extra minutes. */
export const deliveryZones = pgTable('delivery_zones', {
  id: serial('id').primaryKey(),
  /** The owner's order: a point on a shared edge belongs to the first zone. */
  position: integer('position').notNull(),
  name: text('name').notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  minimumCents: bigint('minimum_cents', { mode: 'number' }).notNull().default(0),
  extraMinutes: integer('extra_minutes').notNull().default(0),
  active: boolean('active').notNull().default(true),
  rings: jsonb('rings').$type<Array<Array<[number, number]>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in customer's address, to pick at the next checkout. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    label: text('label').notNull().default(''),
    street: text('street').notNull(),
    floor: text('floor').notNull().default(''),
    apartment: text('apartment').notNull().default(''),
    betweenStreets: text('between_streets').notNull().default(''),
    note: text('note').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

/** The rider's last shared position for an order on the way; deleted when it is delivered. */
export const riderPositions = pgTable('rider_positions', {
  orderId: integer('order_id').primaryKey(),
  riderId: integer('rider_id').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});
