import { asc, eq, inArray } from 'drizzle-orm';
import type { Promotion } from '@burgers/domain/promotions';
import type { SellingWindow } from '@burgers/domain/week-windows';
import type { Tx } from '#db/client';
import { products, promotions, sellingWindows } from '#db/schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type SellingWindowRow = typeof sellingWindows.$inferSelect;

/** A row as the domain's pricing reads it. */
export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentage: row.percentage,
    buy: row.buy,
    pay: row.pay,
    fixedPriceCents: row.fixedPriceCents,
    minimumCents: row.minimumCents,
    amountCents: row.amountCents,
    productIds: row.productIds,
    categories: row.categories,
    window: { days: row.days, from: row.fromTime, to: row.toTime },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    stacksWithCoupons: row.stacksWithCoupons,
    active: row.active,
  };
}

export async function listPromotions(db: Tx): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(asc(promotions.id));
}

/** The promotions that are switched on: pricing judges their windows and dates itself. */
export async function activePromotions(db: Tx): Promise<Promotion[]> {
  return (await db.select().from(promotions).where(eq(promotions.active, true)).orderBy(asc(promotions.id))).map(
    toPromotion,
  );
}

export async function findPromotion(db: Tx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

export async function insertPromotion(db: Tx, values: NewPromotionRow): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePromotion(db: Tx, id: number, values: NewPromotionRow): Promise<PromotionRow | undefined> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row;
}

export async function deletePromotion(db: Tx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.delete(promotions).where(eq(promotions.id, id)).returning();
  return row;
}

export async function countExistingProducts(db: Tx, ids: readonly number[]): Promise<number> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return 0;
  return (await db.select({ id: products.id }).from(products).where(inArray(products.id, distinct))).length;
}

export async function listSellingWindows(db: Tx): Promise<SellingWindowRow[]> {
  return db.select().from(sellingWindows).orderBy(asc(sellingWindows.id));
}

/** The whole list is replaced at once, so the admin's editor is the single source. */
export async function replaceSellingWindows(
  db: Tx,
  windows: ReadonlyArray<Omit<typeof sellingWindows.$inferInsert, 'id'>>,
): Promise<void> {
  await db.delete(sellingWindows);
  if (windows.length > 0) await db.insert(sellingWindows).values([...windows]);
}

/** Each product's category (its type), for the windows set on a whole category. */
export async function productCategories(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  const distinct = [...new Set(ids)].filter((id) => id > 0 && id <= 2_147_483_647);
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(inArray(products.id, distinct));
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** The rows as the domain's windows. */
export async function sellingWindowsNow(db: Tx): Promise<SellingWindow[]> {
  return (await listSellingWindows(db)).map((row) => ({
    productId: row.productId,
    category: row.category,
    days: row.days,
    from: row.fromTime,
    to: row.toTime,
  }));
}
