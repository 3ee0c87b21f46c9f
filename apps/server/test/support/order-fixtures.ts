import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { couponProducts, coupons, orders, products, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { apiClient, type TestApp } from './test-app';

/** Data for checkout, payment, order and review tests, written straight to the database. */

export type Api = ReturnType<typeof apiClient>;

export interface TestUser {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
  email: string;
}

let passwordHash: Promise<string> | undefined;

export async function insertUser(
  t: TestApp,
  data: { role: 'admin' | 'employee' | 'customer'; firstName: string; lastName: string; deactivated?: boolean },
): Promise<TestUser> {
  passwordHash ??= hashPassword('Secreta1234!');
  const email = `${data.firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@burgers.test`;
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({
      firstName: data.firstName,
      lastName: data.lastName,
      email,
      passwordHash: await passwordHash,
      role: data.role,
      activatedAt: new Date(),
      deletedAt: data.deactivated ? new Date() : null,
    })
    .returning({ id: users.id });
  return { id: row.id, token: await t.app.ctx.tokens.sign(row.id), firstName: data.firstName, lastName: data.lastName, email };
}

type ProductType = (typeof products.$inferInsert)['type'];

export async function insertProduct(
  t: TestApp,
  data: { type: ProductType; name: string; price: number; isVeggie?: boolean; isRepeat?: boolean; deleted?: boolean },
): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(products)
    .values({
      type: data.type,
      name: data.name,
      priceCents: Math.round(data.price * 100),
      isVeggie: data.isVeggie ?? false,
      isRepeat: data.type === 'ingredients' ? (data.isRepeat ?? false) : null,
      deletedAt: data.deleted ? new Date() : null,
    })
    .returning({ id: products.id });
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
  await t.app.ctx.db.insert(couponProducts).values(data.productIds.map((productId) => ({ couponId: row.id, productId })));
  return row.id;
}

/** Coupon expirations far from today, so no test depends on the clock. */
export const FUTURE_DATE = '2099-12-31';
export const PAST_DATE = '2020-01-01';

export interface CartLineBody {
  id: number | string;
  cantidad: number;
  name?: string;
  price?: number;
  baseId?: number;
  ingredients?: Array<{ id: number; quantity: number }>;
}

export interface Checkout {
  preferenceId: string;
  initPoint: string;
  orderId: number;
}

export async function checkout(
  t: TestApp,
  token: string,
  body: { cart: CartLineBody[]; coupons?: unknown[]; note?: string },
): Promise<Checkout> {
  const api = apiClient(t.baseUrl);
  const res = await api<{ id: string; init_point: string; error?: string }>('POST', '/pay/mercadopago', { token, body });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.preferenceId, res.body.id));
  return { preferenceId: res.body.id, initPoint: res.body.init_point, orderId: order.id };
}

export async function payInSandbox(
  t: TestApp,
  preferenceId: string,
  status: 'approved' | 'in_process' | 'rejected' = 'approved',
  installments = 1,
) {
  const api = apiClient(t.baseUrl);
  return api<{ payment_id: string; redirect: string; error?: string }>('POST', '/sandbox/payments', {
    body: { preference_id: preferenceId, status, installments },
  });
}

/** Checkout plus an approved sandbox payment: an order the kitchen sees as Pendiente. */
export async function placePaidOrder(
  t: TestApp,
  token: string,
  body: { cart: CartLineBody[]; coupons?: unknown[]; note?: string },
): Promise<Checkout & { purchaseId: string }> {
  const placed = await checkout(t, token, body);
  const paid = await payInSandbox(t, placed.preferenceId);
  if (paid.status !== 201) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { ...placed, purchaseId: paid.body.payment_id };
}

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
