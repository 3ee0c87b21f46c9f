import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { apiClient, type TestApp } from './test-app';

/** Orders placed and paid through the real API, for checkout, payment, order and review tests. */

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
