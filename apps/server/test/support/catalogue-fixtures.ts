import { couponProducts, coupons, products } from '#db/schema';
import type { TestApp } from './test-app';

/** Products and coupons written straight to the database, for tests about what is done with them. */

type ProductType = (typeof products.$inferInsert)['type'];

export async function insertProduct(
  t: TestApp,
  data: {
    type: ProductType;
    name: string;
    price: number;
    isVeggie?: boolean;
    isRepeat?: boolean;
    deleted?: boolean;
    /** The fields some types carry (a base's description, a drink's or fries' size, a drink's kind). */
    description?: string;
    size?: (typeof products.$inferInsert)['size'];
    isCarbonated?: boolean;
    isSugar?: boolean;
  },
): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(products)
    .values({
      type: data.type,
      name: data.name,
      priceCents: Math.round(data.price * 100),
      isVeggie: data.isVeggie ?? false,
      isRepeat: data.type === 'ingredients' ? (data.isRepeat ?? false) : null,
      description: data.description ?? null,
      size: data.size ?? null,
      isCarbonated: data.isCarbonated ?? null,
      isSugar: data.isSugar ?? null,
      deletedAt: data.deleted ? new Date() : null,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('no product inserted');
  return row.id;
}

export async function insertCoupon(
  t: TestApp,
  data: { code: string; percentage: number; expirationDate: string; productIds: number[] },
): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(coupons)
    .values({
      code: data.code,
      title: `Cupón ${data.code}`,
      expirationDate: data.expirationDate,
      discountPercentage: data.percentage,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('no coupon inserted');
  if (data.productIds.length > 0) {
    await t.app.ctx.db
      .insert(couponProducts)
      .values(data.productIds.map((productId) => ({ couponId: row.id, productId })));
  }
  return row.id;
}

/** Coupon expirations far from today, so no test depends on the clock. */
export const FUTURE_DATE = '2099-12-31';
export const PAST_DATE = '2020-01-01';
