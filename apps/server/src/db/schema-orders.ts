import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_CHANNELS, PAYMENT_METHODS } from '@burgers/domain/constants';
import { ORDER_ROW_STATES } from '@burgers/domain/order-states';
import { users } from './schema-accounts';
import { coupons, products } from './schema-catalogue';
import { createdAt } from './schema-columns';

// Orders: the order, its lines and coupons, the day's numbers, pickup holds, reviews.

/**
 * An order is created awaiting payment at checkout; an approved payment makes it
 * 'Pendiente' for the kitchen, and an employee makes it 'Listo'.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_ROW_STATES }).notNull().default('awaiting_payment'),
    preferenceId: text('preference_id').notNull(),
    /** The approved payment's id; null until paid. */
    purchaseId: text('purchase_id'),
    note: text('note').notNull().default(''),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The order-level promotion's saving, as priced (the lines keep their own). */
    orderSavings: jsonb('order_savings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    employeeId: integer('employee_id').references(() => users.id),
    employeeName: text('employee_name'),
    reviewed: boolean('reviewed').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** After this an unpaid order can no longer be paid (ORDER_TTL_HOURS from checkout); null on older orders. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the provider reported the approved payment refunded, charged back or cancelled: the
     * order keeps its Pendiente/Listo status for the record but leaves the kitchen and the figures.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the customer picked it up (Listo -> Entregado), and who handed it over. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredById: integer('delivered_by_id').references(() => users.id),
    deliveredByName: text('delivered_by_name'),
    /** Refunded in full before it was picked up: the answer's status is then Cancelado. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * What the kitchen must know about the payment: 'paid_while_closed' (it arrived while online
     * orders were paused or the shop closed) and 'sold_out_at_payment' (a product could not be
     * made by then), 'slot_exceeded' (paid after its slot's hold expired, with no slot with room
     * left that day). The provider had taken the money, so the order was accepted all the same.
     */
    paymentFlags: text('payment_flags', { enum: ['paid_while_closed', 'sold_out_at_payment', 'slot_exceeded'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The short number people say (#1, #2, ...), counted per day at the store; set when paid. */
    number: integer('number'),
    /** The store's calendar day the number belongs to. */
    numberDay: date('number_day', { mode: 'string' }),
    /** The pickup slot the customer chose; null for as soon as possible. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** The slot start promised at checkout (the chosen one or the first with room); the kitchen cooks by it. */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    /** Where the order came from: the web shop, or staff taking it by phone, WhatsApp or at the counter. */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    /** The staff member who entered it; null for a web order. */
    createdById: integer('created_by_id').references(() => users.id),
    createdByName: text('created_by_name'),
    /** The customer as staff took it down (the account's name otherwise). */
    customerName: text('customer_name'),
    /** E.164. */
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('mercadopago'),
    /** The note the customer will pay with (cash), for the change. */
    payWithCents: bigint('pay_with_cents', { mode: 'number' }),
    /** When a cash order was paid (null while a_cobrar), what was handed over, and whose drawer day it counts in. */
    cashPaidAt: timestamp('cash_paid_at', { withTimezone: true }),
    cashReceivedCents: bigint('cash_received_cents', { mode: 'number' }),
    cashDay: date('cash_day', { mode: 'string' }),
    /** A ready order never picked up (No retirado). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** The reward redeemed with this order (issue 37); its points are in points_ledger. */
    rewardId: integer('reward_id'),
    /** Picked up at the store, or brought by the shop's rider (docs/product/delivery.md). */
    fulfillment: text('fulfillment', { enum: ['retiro', 'envio'] })
      .notNull()
      .default('retiro'),
    /** The address as checkout took it ({ street, floor, apartment, betweenStreets, note, lat, lng }). */
    deliveryAddress: jsonb('delivery_address'),
    /** The zone's name, fee and extra minutes at checkout (later edits of the zone never reach the order). */
    deliveryZone: text('delivery_zone'),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull().default(0),
    deliveryExtraMinutes: integer('delivery_extra_minutes').notNull().default(0),
    /** The rider who took it out (any employee account), and when it left (En camino). */
    riderId: integer('rider_id').references(() => users.id),
    riderName: text('rider_name'),
    riderAssignedAt: timestamp('rider_assigned_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** `Avisame por WhatsApp` at checkout: the notices go to customerPhone on WhatsApp (schema-whatsapp.ts). */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_channel_check', sql`${t.channel} IN ('web', 'telefono', 'whatsapp', 'mostrador')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} IN ('mercadopago', 'efectivo', 'qr', 'link')`),
    index('orders_cash_day_idx').on(t.cashDay),
    uniqueIndex('orders_preference_key').on(t.preferenceId),
    uniqueIndex('orders_purchase_key').on(t.purchaseId),
    uniqueIndex('orders_day_number_key').on(t.numberDay, t.number),
    index('orders_status_paid_idx').on(t.status, t.paidAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_promised_at_idx').on(t.promisedAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null for a custom burger. */
    productId: integer('product_id').references(() => products.id),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** The coupon whose discount applies to this line, for the receipt's discount lines. */
    couponCode: text('coupon_code'),
    /** Custom burger: its base and ingredients as priced at checkout. */
    custom: jsonb('custom'),
    /** The options chosen, as named and priced at checkout: [{ id, name, priceCents, group }]. */
    options: jsonb('options'),
    /** The customer's note for this item. */
    note: text('note').notNull().default(''),
    /** Each promotion's and coupon's saving on this line, as priced: [{ kind, promotionId, code, name, amountCents }]. */
    savings: jsonb('savings')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The last order number given on each store day; its row lock serialises concurrent payments. */
export const orderNumberCounters = pgTable('order_number_counters', {
  day: date('day', { mode: 'string' }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.code] }), index('order_coupons_coupon_idx').on(t.couponId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Null only for demo reviews seeded without an order. */
    orderId: integer('order_id').references(() => orders.id),
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviews_order_key').on(t.orderId), index('reviews_created_idx').on(t.createdAt)],
);

/**
 * A checkout's place in a pickup slot while its customer pays: it counts for HOLD_MINUTES from
 * `createdAt` (the app's clock). Written under the slots' lock before the provider is called, so
 * the order it names may not be stored yet.
 */
export const pickupHolds = pgTable(
  'pickup_holds',
  {
    orderId: integer('order_id').primaryKey(),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Whose checkout, and from which client IP: each may hold only a few unpaid at once. */
    userId: integer('user_id'),
    clientIp: text('client_ip'),
    /** Pickup and delivery count their slots apart (deliverySlotCapacity). */
    fulfillment: text('fulfillment', { enum: ['retiro', 'envio'] })
      .notNull()
      .default('retiro'),
  },
  (t) => [
    index('pickup_holds_slot_idx').on(t.slotAt, t.createdAt),
    index('pickup_holds_user_idx').on(t.userId, t.createdAt),
    index('pickup_holds_ip_idx').on(t.clientIp, t.createdAt),
  ],
);
