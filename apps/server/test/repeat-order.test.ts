import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, Product } from '@burgers/domain/types';
import { products } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

/** `Repetir pedido`: a past order as a cart again, at today's prices, without what is gone. */
describe('repeat an order', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let other: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let veggie: Product;
  let fries: number;
  let soda: number;

  beforeAll(async () => {
    ({ customer, otherCustomer: other, employee, admin } = await insertCast(t));
    fries = await insertProduct(t, { type: 'fries', name: 'Papas clásicas', price: 2500 });
    soda = await insertProduct(t, { type: 'beverages', name: 'Limonada', price: 1800 });
    const created = await api<Product>('POST', '/burgers', {
      token: admin.token,
      body: {
        name: 'Veggie Palta',
        price: 9000,
        ingredients: [],
        optionGroups: [
          {
            name: 'Agregale',
            min: 0,
            max: 2,
            options: [
              { name: 'Palta extra', price: 700 },
              { name: 'Huevo', price: 600 },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    veggie = created.body;
  });

  const repeat = (purchaseId: string, token: string) =>
    api<{ cart: CartLine[]; missing: string[]; error?: string }>('POST', `/orders/${purchaseId}/repeat`, { token });

  it("rebuilds the cart with the same options and notes at today's prices, and names what is gone", async () => {
    const palta = veggie.optionGroups[0].options.find((option) => option.name === 'Palta extra')?.id ?? 0;
    const paid = await placePaidOrder(t, customer.token, {
      cart: [
        { id: veggie.id, cantidad: 2, options: [palta], note: 'bien cortada al medio' } as never,
        { id: fries, cantidad: 1 },
        { id: soda, cantidad: 1 },
      ],
    });
    // Since then: the fries cost more and the lemonade is no longer sold.
    await t.app.ctx.db.update(products).set({ priceCents: 280_000 }).where(eq(products.id, fries));
    await t.app.ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, soda));

    const res = await repeat(paid.purchaseId, customer.token);
    expect(res.status).toBe(200);
    expect(res.body.missing).toEqual(['Limonada']);
    expect(res.body.cart).toEqual([
      expect.objectContaining({
        id: veggie.id,
        name: 'Veggie Palta',
        cantidad: 2,
        price: 9700,
        options: [{ id: palta, name: 'Palta extra', price: 700 }],
        note: 'bien cortada al medio',
      }),
      expect.objectContaining({ id: fries, name: 'Papas clásicas', cantidad: 1, price: 2800 }),
    ]);
    // In the cart's own shape: the cart page prices it as it is.
    const priced = await api<{ total: number }>('POST', '/cart/price', { body: { cart: res.body.cart } });
    expect(priced).toMatchObject({ status: 200, body: { total: 9700 * 2 + 2800 } });
  });

  it('lists a product out of stock as missing', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: fries, cantidad: 3 }] });
    await t.app.ctx.db.update(products).set({ inStock: false }).where(eq(products.id, fries));
    expect((await repeat(paid.purchaseId, customer.token)).body).toEqual({ cart: [], missing: ['Papas clásicas'] });
    await t.app.ctx.db.update(products).set({ inStock: true }).where(eq(products.id, fries));
  });

  it('answers the buyer and the staff only', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: fries, cantidad: 1 }] });
    expect((await repeat(paid.purchaseId, other.token)).status).toBe(403);
    expect((await repeat(paid.purchaseId, employee.token)).status).toBe(200);
    expect((await api('POST', `/orders/${paid.purchaseId}/repeat`)).status).toBe(401);
    expect(await repeat('no-existe', customer.token)).toMatchObject({ status: 404 });
  });
});
