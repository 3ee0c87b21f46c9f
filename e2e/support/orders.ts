import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredUser } from './accounts';
import { listProducts } from './catalogue';

/**
 * Buys through the API as the web app and the sandbox checkout page would: creates the preference,
 * then answers the sandbox with the chosen result. Returns the payment id (the order's purchaseId).
 */
export async function buyThroughApi(
  request: APIRequestContext,
  user: StoredUser,
  items: Array<{ name: string; quantity: number }>,
  options: { status?: 'approved' | 'in_process' | 'rejected'; installments?: 1 | 3 | 6; note?: string } = {},
): Promise<string> {
  const products = await listProducts(request);
  const cart = items.map(({ name, quantity }) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`The demo menu has no product named ${name}`);
    const { id, price, imgUri, isVeggie } = product;
    return { id, name, price, imgUri, isVeggie, cantidad: quantity };
  });
  const preference = await request.post('/api/pay/mercadopago', {
    headers: { 'auth-token': user.token },
    data: { cart, coupons: [], note: options.note ?? '' },
  });
  expect(preference.status(), `POST /api/pay/mercadopago: ${await preference.text()}`).toBe(201);
  const { id } = (await preference.json()) as { id: string };
  const payment = await request.post('/api/sandbox/payments', {
    data: { preference_id: id, status: options.status ?? 'approved', installments: options.installments ?? 1 },
  });
  expect(payment.ok(), `POST /api/sandbox/payments: ${await payment.text()}`).toBe(true);
  const { payment_id } = (await payment.json()) as { payment_id: string };
  return payment_id;
}
