import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, SIZES } from '@burgers/domain/constants';
import { PROMOTION_KINDS } from '@burgers/domain/promotions';
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';

// The catalogue: products, their parts and options, selling windows, promotions, coupons, favourites.

/** Every product type in one table; the columns that do not apply to a type stay null. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: PRODUCT_TYPES,
    }).notNull(),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    imgUri: text('img_uri'),
    isVeggie: boolean('is_veggie').notNull().default(false),
    description: text('description'),
    size: text('size', { enum: SIZES }),
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
    /** Only this customer may use it (a win-back's coupon); null: anyone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** How many paid orders may use it; null: no limit. */
    maxUses: integer('max_uses'),
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

/** Promotions the shop runs (docs/product/promotions.md); prices in cents, the window in the store's zone. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
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
