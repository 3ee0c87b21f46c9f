import { inArray, sql } from 'drizzle-orm';
import { soldOutParts } from '#db/availability';
import type { Tx } from '#db/client';
import { idList, inIdsPlaceholder } from '#db/id-list';
import { preparedQuery } from '#db/prepared';
import { couponProducts, coupons, orderCoupons, orderLines, orders, products } from '#db/schema';

export type CatalogueProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'type' | 'name' | 'priceCents' | 'isVeggie' | 'isRepeat' | 'inStock' | 'deletedAt'
> & {
  /** Sold-out parts of a burger or combo: it cannot be made while any is listed. */
  missingParts: string[];
};

/** The products a cart names, as the catalogue has them now (deleted ones included, to refuse them). */
const cartProducts = preparedQuery('cart_products', (db) =>
  db
    .select({
      id: products.id,
      type: products.type,
      name: products.name,
      priceCents: products.priceCents,
      isVeggie: products.isVeggie,
      isRepeat: products.isRepeat,
      inStock: products.inStock,
      deletedAt: products.deletedAt,
      missingParts: soldOutParts(products.id),
    })
    .from(products)
    .where(inIdsPlaceholder(products.id, 'ids')),
);

export async function productsByIds(db: Tx, ids: readonly number[]): Promise<Map<number, CatalogueProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await cartProducts(db).execute({ ids: idList([...new Set(ids)]) });
  return new Map(rows.map((row) => [row.id, row]));
}

export interface StoredCoupon {
  id: number;
  code: string;
  expirationDate: string;
  discountPercentage: number;
  productIds: number[];
  /** Only this customer may use it (a win-back's coupon); null: anyone. */
  userId: number | null;
  /** Paid orders that may use it; null: no limit. */
  maxUses: number | null;
}

export async function couponsByCodes(db: Tx, codes: readonly string[]): Promise<Map<string, StoredCoupon>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      expirationDate: coupons.expirationDate,
      discountPercentage: coupons.discountPercentage,
      userId: coupons.userId,
      maxUses: coupons.maxUses,
    })
    .from(coupons)
    // Codes are stored upper-cased; upper() also covers rows written before that rule.
    .where(inArray(sql`upper(${coupons.code})`, [...codes]));
  const couponIds = rows.map((row) => row.id);
  const links =
    couponIds.length === 0
      ? []
      : await db.select().from(couponProducts).where(inArray(couponProducts.couponId, couponIds));
  return new Map(
    rows.map((row) => [
      row.code.toUpperCase(),
      { ...row, productIds: links.filter((link) => link.couponId === row.id).map((link) => link.productId) },
    ]),
  );
}

export interface NewOrder {
  id: number;
  userId: number;
  preferenceId: string;
  note: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The order-level promotion's saving, as priced. */
  orderSavings: unknown;
  /** After this the order can no longer be paid. */
  expiresAt: Date;
  /** The slot chosen, or null for as soon as possible. */
  pickupAt: Date | null;
  /** The slot start promised: the chosen one or the first with room at checkout. */
  promisedAt: Date;
  lines: Array<{
    productId: number | null;
    title: string;
    quantity: number;
    unitPriceCents: number;
    discountCents: number;
    couponCode: string | null;
    /** Each promotion's and coupon's saving on the line, as priced. */
    savings: unknown;
    custom: unknown;
    /** The chosen options as priced now (a copy: later edits never reach the order). */
    options: unknown;
    note: string;
  }>;
  coupons: Array<{ couponId: number; code: string; discountPercentage: number }>;
  /** A delivery order's address, zone and fee as checkout found them (modules/delivery); absent: pickup. */
  delivery?: Pick<
    typeof orders.$inferInsert,
    'fulfillment' | 'deliveryAddress' | 'deliveryZone' | 'deliveryFeeCents' | 'deliveryExtraMinutes'
  >;
  /** The reward paid for with points (its points are held in the ledger). */
  rewardId?: number | null;
  /** The web checkout's cell (E.164) and `Avisame por WhatsApp` (modules/whatsapp). */
  contact?: Pick<typeof orders.$inferInsert, 'customerPhone' | 'whatsappOptIn'>;
  /** An order staff took: its channel, who took it, the customer as written down, how it is paid. */
  taken?: Pick<
    typeof orders.$inferInsert,
    | 'channel'
    | 'createdById'
    | 'createdByName'
    | 'customerName'
    | 'customerPhone'
    | 'customerEmail'
    | 'paymentMethod'
    | 'payWithCents'
  >;
}

/**
 * The order, its lines and its coupons in one statement (a statement is atomic on its own): no
 * transaction to open and close around three inserts. The lines' and coupons' references to the
 * order are checked at the end of the statement, once the order is in.
 */
export async function saveOrder(db: Tx, order: NewOrder): Promise<void> {
  const newOrder = db.insert(orders).values({
    id: order.id,
    userId: order.userId,
    status: 'awaiting_payment',
    preferenceId: order.preferenceId,
    note: order.note,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    orderSavings: order.orderSavings,
    expiresAt: order.expiresAt,
    pickupAt: order.pickupAt,
    promisedAt: order.promisedAt,
    ...order.delivery,
    rewardId: order.rewardId ?? null,
    ...order.contact,
    ...order.taken,
  });
  const lines = db
    .insert(orderLines)
    .values(order.lines.map((line, position) => ({ ...line, orderId: order.id, position })));
  const coupons =
    order.coupons.length > 0
      ? sql`, new_coupons as ${db
          .insert(orderCoupons)
          .values(order.coupons.map((coupon) => ({ ...coupon, orderId: order.id })))}`
      : sql``;
  await db.execute(sql`with new_order as ${newOrder}${coupons} ${lines.getSQL()}`);
}
