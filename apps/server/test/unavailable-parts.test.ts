import { beforeAll, describe, expect, it } from 'vitest';
import { productComponents } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { startSecondInstance, useTestApp, type Api } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface ProductBody {
  id: number;
  name: string;
  inStock: boolean;
  missingParts?: string[];
  error?: string;
}

describe('a combo or burger one of whose parts ran out cannot be bought', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  const p: Record<string, number> = {};

  const setStock = (id: number, inStock: boolean) =>
    api<ProductBody>('PUT', `/products/${id}/stock`, { token: employee.token, body: { inStock } });
  const pay = (id: number) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id, cantidad: 1 }] },
    });
  const product = (id: number, client: Api = api) => client<ProductBody>('GET', `/products/${id}`);
  const listed = async (id: number, client: Api = api) =>
    (await client<ProductBody[]>('GET', '/products')).body.find((row) => row.id === id);

  beforeAll(async () => {
    ({ customer, employee } = await insertCast(t));
    p.cheddar = await insertProduct(t, { type: 'ingredients', name: 'Cheddar', price: 500 });
    p.tomato = await insertProduct(t, { type: 'ingredients', name: 'Tomate', price: 300 });
    p.burger = await insertProduct(t, { type: 'burgers', name: 'Cheese', price: 8000 });
    p.fries = await insertProduct(t, { type: 'fries', name: 'Papas', price: 2000 });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
    p.combo = await insertProduct(t, { type: 'combos', name: 'Combo Cheese', price: 10000 });
    await t.app.ctx.db.insert(productComponents).values([
      { parentId: p.burger, childId: p.cheddar, kind: 'ingredient', position: 0 },
      { parentId: p.burger, childId: p.tomato, kind: 'ingredient', position: 1 },
      { parentId: p.combo, childId: p.burger, kind: 'burger' },
      { parentId: p.combo, childId: p.fries, kind: 'fries' },
      { parentId: p.combo, childId: p.cola, kind: 'beverage' },
    ]);
  });

  it('marks a combo whose burger is sold out Sin stock, says which part, and refuses it at checkout', async () => {
    expect(await listed(p.combo)).toMatchObject({ inStock: true });
    expect((await setStock(p.burger, false)).status).toBe(200);

    expect(await listed(p.combo)).toMatchObject({ inStock: false, missingParts: ['Cheese'] });
    expect((await product(p.combo)).body).toMatchObject({ inStock: false, missingParts: ['Cheese'] });
    const refused = await pay(p.combo);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Combo Cheese se quedó sin stock. Quitalo del carrito para continuar.');

    expect((await setStock(p.burger, true)).status).toBe(200);
    expect(await listed(p.combo)).toMatchObject({ inStock: true });
    expect((await listed(p.combo))?.missingParts).toBeUndefined();
    expect((await pay(p.combo)).status).toBe(201);
  });

  it('marks a burger and its combos Sin stock when an ingredient runs out', async () => {
    expect((await setStock(p.cheddar, false)).status).toBe(200);
    expect((await product(p.burger)).body).toMatchObject({ inStock: false, missingParts: ['Cheddar'] });
    expect((await product(p.combo)).body).toMatchObject({ inStock: false, missingParts: ['Cheddar'] });
    const burger = await pay(p.burger);
    expect(burger.status).toBe(409);
    expect(burger.body.error).toBe('Cheese se quedó sin stock. Quitalo del carrito para continuar.');
    expect((await pay(p.combo)).body.error).toBe(
      'Combo Cheese se quedó sin stock. Quitalo del carrito para continuar.',
    );
    // Other products stay orderable.
    expect((await pay(p.fries)).status).toBe(201);
    expect((await setStock(p.cheddar, true)).status).toBe(200);
    expect((await pay(p.burger)).status).toBe(201);
  });

  it('shows the change live on another instance that had the menu cached', async () => {
    const second = await startSecondInstance(t);
    try {
      expect(await listed(p.combo, second.api)).toMatchObject({ inStock: true });
      expect((await product(p.combo, second.api)).body).toMatchObject({ inStock: true });
      expect((await setStock(p.fries, false)).status).toBe(200);
      await expect.poll(async () => (await listed(p.combo, second.api))?.inStock, { timeout: 3000 }).toBe(false);
      expect((await product(p.combo, second.api)).body).toMatchObject({ inStock: false, missingParts: ['Papas'] });
    } finally {
      await setStock(p.fries, true);
      await second.close();
    }
  });

  it('keeps a product marked sold out by itself as it was, without listing parts', async () => {
    expect((await setStock(p.combo, false)).status).toBe(200);
    expect((await setStock(p.cola, false)).status).toBe(200);
    const combo = (await product(p.combo)).body;
    expect(combo.inStock).toBe(false);
    expect(combo.missingParts).toBeUndefined();
    await setStock(p.combo, true);
    await setStock(p.cola, true);
  });
});
