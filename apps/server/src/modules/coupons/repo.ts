import { and, asc, count, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { paidOrderSql } from '#db/order-states';
import { couponProducts, coupons, orderCoupons, orders, products } from '#db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

export interface CouponWithProducts extends CouponRow {
  productIds: number[];
}

/** Coupons with their product ids, in two queries whatever the number of coupons. */
async function withProducts(db: Tx, rows: CouponRow[]): Promise<CouponWithProducts[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(couponProducts)
    .where(
      inArray(
        couponProducts.couponId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(couponProducts.productId));
  return rows.map((row) => ({
    ...row,
    productIds: links.filter((l) => l.couponId === row.id).map((l) => l.productId),
  }));
}

/** The shop's coupons; a customer's personal ones (a win-back's) are never listed. */
export async function listCoupons(db: Tx): Promise<CouponWithProducts[]> {
  return withProducts(db, await db.select().from(coupons).where(isNull(coupons.userId)).orderBy(asc(coupons.id)));
}

export async function findCoupon(db: Tx, id: number): Promise<CouponWithProducts | undefined> {
  const [row] = await withProducts(db, await db.select().from(coupons).where(eq(coupons.id, id)));
  return row;
}

/** Whether another coupon (not `exceptId`) already uses the code. */
export async function codeTaken(db: Tx, code: string, exceptId?: number): Promise<boolean> {
  const where: SQL[] = [eq(coupons.code, code)];
  if (exceptId !== undefined) where.push(ne(coupons.id, exceptId));
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(...where));
  return rows.length > 0;
}

export async function countExistingProducts(db: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return rows.length;
}

export async function insertCoupon(db: Tx, values: NewCouponRow): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCoupon(db: Tx, id: number, values: Partial<NewCouponRow>): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}

export async function deleteCoupon(db: Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
  return row;
}

/** The coupon's products are written whole. */
export async function replaceCouponProducts(db: Tx, couponId: number, productIds: number[]): Promise<void> {
  await db.delete(couponProducts).where(eq(couponProducts.couponId, couponId));
  if (productIds.length === 0) return;
  await db.insert(couponProducts).values(productIds.map((productId) => ({ couponId, productId })));
}

/** The customer's personal coupons that expire `today` or later. */
export async function personalCoupons(db: Tx, userId: number, today: string): Promise<CouponWithProducts[]> {
  return withProducts(
    db,
    await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.userId, userId), gte(coupons.expirationDate, today)))
      .orderBy(asc(coupons.id)),
  );
}

/** Paid orders (still standing: a refunded one gives the use back) that used the coupon. */
export async function paidUses(db: Tx, couponId: number): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orderCoupons)
    .innerJoin(orders, eq(orders.id, orderCoupons.orderId))
    .where(and(eq(orderCoupons.couponId, couponId), sql`${paidOrderSql()}`));
  return row?.uses ?? 0;
}
