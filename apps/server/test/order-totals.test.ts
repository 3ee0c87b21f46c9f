import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MAX } from '@burgers/domain/constants';
import type { Order } from '@burgers/domain/types';
import { orders } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

describe('order totals beyond what an integer column holds', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let combo: number;
  let priciest: number;

  beforeAll(async () => {
    ({ customer, employee } = await insertCast(t));
    combo = await insertProduct(t, { type: 'combos', name: 'Combo gigante', price: 29_500 });
    priciest = await insertProduct(t, { type: 'burgers', name: 'La más cara', price: PRICE_MAX });
  });

  const fiftyLinesOfTwenty = (id: number) => Array.from({ length: 50 }, () => ({ id, cantidad: 20 }));
  const orderCount = async () => (await t.app.ctx.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  it('stores and pays a cart of 50 lines of 20 combos (2,950,000,000 cents)', async () => {
    const placed = await checkout(t, customer.token, { cart: fiftyLinesOfTwenty(combo) });
    const paid = await payInSandbox(t, placed.preferenceId, 'approved');
    expect(paid.status).toBe(201);
    const order = await api<Order>('GET', `/orders/${paid.body.payment_id}`, { token: employee.token });
    expect(order.body.data.transaction_amount).toBe(29_500_000);
  });

  it('refuses a cart above the most one order may add up to, in Spanish, before anything is created', async () => {
    const before = await orderCount();
    const res = await api<{ error: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: fiftyLinesOfTwenty(priciest) },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'El total del pedido supera el máximo que podemos cobrar en una compra. Armá pedidos más chicos.',
      },
    });
    expect(await orderCount()).toBe(before);
  });
});
