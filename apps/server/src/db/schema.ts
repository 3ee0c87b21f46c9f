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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through the identity provider. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'employee', 'customer'] })
      .notNull()
      .default('customer'),
    imgUri: text('img_uri'),
    /** Null until the account is activated from the mail link. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Set when an admin deactivates the account. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Last password change or reset; sessions issued before it are no longer accepted. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

/** Single-purpose tokens mailed to users; only a SHA-256 of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/**
 * Session tokens ended by logout, kept (as a SHA-256 of the token) until they would have expired
 * anyway. In the database, so a token revoked through one server instance is refused by all.
 */
/**
 * Each registration of an address not activated yet, with the names and password its registrant
 * chose. An address registered once activates from any of its links; registered more than once it
 * is contested, and the activation asks for the password, so whoever registered first cannot have
 * their password activated by the mailbox owner's click. Dropped when the account is activated.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_registrations_user_idx').on(t.userId)],
);

export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Failed login attempts, kept in the database so every server instance shares the limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.createdAt)],
);

/** Every product type in one table; the columns that do not apply to a type stay null. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: ['burgers', 'fries', 'beverages', 'combos', 'burgerBase', 'ingredients'],
    }).notNull(),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    imgUri: text('img_uri'),
    isVeggie: boolean('is_veggie').notNull().default(false),
    description: text('description'),
    size: text('size', { enum: ['Chico', 'Mediano', 'Grande'] }),
    isCarbonated: boolean('is_carbonated'),
    isSugar: boolean('is_sugar'),
    isRepeat: boolean('is_repeat'),
    /** Sold out for now: still listed, but cannot be ordered. Deleting is for what the shop no longer sells. */
    inStock: boolean('in_stock').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The name lowercased without accents, kept by the database itself so every write path stays
     * covered; a trigram index on it serves `like '%...%'` searches as the catalogue grows.
     */
    /** Dietary tags (sinTacc, vegano, picante) and declared allergens, as the domain lists them. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(translate(name, 'áéíóúüñàèìòùÁÉÍÓÚÜÑÀÈÌÒÙ', 'aeiouunaeiouAEIOUUNAEIOU'))`),
  },
  (t) => [
    index('products_type_active_idx').on(t.type, t.deletedAt),
    index('products_price_idx').on(t.priceCents),
    // Without GIN's pending list (fastupdate): new names go straight into the index. With it, they
    // waited in an unsorted list every search read whole until a VACUUM, which the embedded database
    // never runs: at 50,000 products a search read some 390 pages of it (migration 0019).
    index('products_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** A burger's ingredients and a combo's burgers, fries and beverages. */
export const productComponents = pgTable(
  'product_components',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: ['ingredient', 'burger', 'fries', 'beverage'] }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.kind, t.childId] }),
    index('product_components_child_idx').on(t.childId),
  ],
);

/** A product's option groups ("Punto de la carne", "Sacale", "Elegí tu bebida"), in the admin's order. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0: optional; 1 or more: required. */
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_option_groups_product_idx').on(t.productId, t.position)],
);

/**
 * One choice of a group. When it stands for a catalogue product (an extra, a combo's drink) its
 * name and stock follow that product. Orders copy what they need, so rows can go freely.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    /** The option's own flag; a linked product out of stock also makes it unavailable. */
    inStock: boolean('in_stock').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    linkedProductId: integer('linked_product_id').references(() => products.id),
    position: integer('position').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('product_options_group_idx').on(t.groupId, t.position),
    index('product_options_linked_idx').on(t.linkedProductId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Uppercased; unique. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    imgUri: text('img_uri'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.productId] }), index('coupon_products_product_idx').on(t.productId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

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
    status: text('status', { enum: ['awaiting_payment', 'Pendiente', 'Listo', 'rejected'] })
      .notNull()
      .default('awaiting_payment'),
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
    channel: text('channel', { enum: ['web', 'telefono', 'whatsapp', 'mostrador'] })
      .notNull()
      .default('web'),
    /** The staff member who entered it; null for a web order. */
    createdById: integer('created_by_id').references(() => users.id),
    createdByName: text('created_by_name'),
    /** The customer as staff took it down (the account's name otherwise). */
    customerName: text('customer_name'),
    /** E.164. */
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    paymentMethod: text('payment_method', { enum: ['mercadopago', 'efectivo', 'qr', 'link'] })
      .notNull()
      .default('mercadopago'),
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
  (t) => [primaryKey({ columns: [t.orderId, t.code] })],
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

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /**
     * SHA-256 of the unsubscribe link's token, as the other tokens are kept: the token itself is
     * derived from the shop's secret when a newsletter is mailed (newsletter/service.ts).
     */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_unsubscribe_key').on(t.unsubscribeTokenHash),
  ],
);

/**
 * A newsletter as the admin sent it. The same title, description and button text sent again is
 * the same issue (a retry after a send cut off halfway), identified by `contentKey`.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the title, description and button text. */
    contentKey: text('content_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    btnTxt: text('btn_txt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_issues_content_key').on(t.contentKey)],
);

/**
 * One row per issue and subscriber: claimed before the mail goes out, marked sent once the mail
 * server took it, removed when it refused it. A retry mails only those without a row, so nobody
 * gets one issue twice, whichever server instance sends it.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  userSurname: text('user_surname').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone').notNull(),
  subject: integer('subject').notNull(),
  message: text('message').notNull(),
  /** Set when an admin first opens the message in the inbox. */
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every mail the shop sends; without SMTP this is the outbox. */
export const sentMail = pgTable(
  'sent_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sent_mail_to_idx').on(t.to, t.createdAt)],
);

/**
 * Accounts signed in through an OpenID provider, keyed by the provider's (issuer, subject),
 * never by the email alone: an email may change or be unverified, the subject does not.
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('linked_identities_user_idx').on(t.userId)],
);

/**
 * A social sign-in under way: state, nonce and PKCE verifier, kept on the server (any instance
 * may receive the callback) for a few minutes and deleted when used. Only a hash of the state is stored.
 */
export const oidcLoginTransactions = pgTable('oidc_login_transactions', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The single-use, 60-second code the callback hands the web app instead of a session token. */
export const oidcLoginCodes = pgTable('oidc_login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The demo identity provider's storage (oidc-provider's adapter): sessions, interactions, codes,
 * grants, its keys and its accounts, shared by every server instance.
 */
export const demoIdpRecords = pgTable(
  'demo_idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('demo_idp_records_uid_idx').on(t.uid),
    index('demo_idp_records_grant_idx').on(t.grantId),
    index('demo_idp_records_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * The store's settings: one row (id 1), created by its migration with the demo's hours
 * (every day 00:00-24:00). `hours` holds [{ day, from, to }] as the domain validates them.
 */
export const storeSettings = pgTable('store_settings', {
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [
    index('pickup_holds_slot_idx').on(t.slotAt, t.createdAt),
    index('pickup_holds_user_idx').on(t.userId, t.createdAt),
    index('pickup_holds_ip_idx').on(t.clientIp, t.createdAt),
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

/** Promotions the shop runs (docs/product/promotions.md); prices in cents, the window in the store's zone. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['porcentaje', 'nxm', 'precio_fijo', 'monto_minimo'] }).notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    buy: integer('buy'),
    pay: integer('pay'),
    fixedPriceCents: bigint('fixed_price_cents', { mode: 'number' }),
    minimumCents: bigint('minimum_cents', { mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    /** For precio_fijo the set itself: a product repeated once per unit. */
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    days: integer('days').array().notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    stacksWithCoupons: boolean('stacks_with_coupons').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('promotions_kind_check', sql`${t.kind} in ('porcentaje', 'nxm', 'precio_fijo', 'monto_minimo')`)],
);

/** When a product, or every product of a category, is on sale: outside its windows it cannot be ordered. */
export const sellingWindows = pgTable(
  'selling_windows',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    category: text('category'),
    days: integer('days').array().notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
  },
  (t) => [check('selling_windows_target_check', sql`(${t.productId} is null) <> (${t.category} is null)`)],
);

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
    vatCondition: text('vat_condition', { enum: ['Responsable inscripto', 'Monotributo'] }).notNull(),
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
    status: text('status', { enum: ['pendiente', 'emitida', 'rechazada'] })
      .notNull()
      .default('pendiente'),
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
export * from './schema-loyalty';
