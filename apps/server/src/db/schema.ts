
import {
  boolean,
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
    role: text('role', { enum: ['admin', 'employee', 'customer'] }).notNull().default('customer'),
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
    priceCents: integer('price_cents').notNull(),
    imgUri: text('img_uri'),
    isVeggie: boolean('is_veggie').notNull().default(false),
    description: text('description'),
    size: text('size', { enum: ['Chico', 'Mediano', 'Grande'] }),
    isCarbonated: boolean('is_carbonated'),
    isSugar: boolean('is_sugar'),
    isRepeat: boolean('is_repeat'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_type_active_idx').on(t.type, t.deletedAt),
    index('products_price_idx').on(t.priceCents),
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
  (t) => [primaryKey({ columns: [t.parentId, t.kind, t.childId] }), index('product_components_child_idx').on(t.childId)],
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
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    employeeId: integer('employee_id').references(() => users.id),
    employeeName: text('employee_name'),
    reviewed: boolean('reviewed').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_preference_key').on(t.preferenceId),
    uniqueIndex('orders_purchase_key').on(t.purchaseId),
    index('orders_status_paid_idx').on(t.status, t.paidAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
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
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Custom burger: its base and ingredients as priced at checkout. */
    custom: jsonb('custom'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

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
    transactionAmountCents: integer('transaction_amount_cents').notNull(),
    installmentAmountCents: integer('installment_amount_cents').notNull(),
    totalPaidCents: integer('total_paid_cents').notNull(),
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
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_unsubscribe_key').on(t.unsubscribeToken),
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
