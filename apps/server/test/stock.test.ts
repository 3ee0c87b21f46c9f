import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface ProductBody {
  id: number;
  name: string;
  inStock: boolean;
  deletedAt: string | null;
  error?: string;
}

describe('out of stock: PUT /products/{id}/stock', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p: Record<string, number> = {};

  const setStock = (id: number, inStock: boolean, token = employee.token) =>
    api<ProductBody>('PUT', `/products/${id}/stock`, { token, body: { inStock } });
  const pay = (cart: unknown[]) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart, coupons: [] },
    });

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    p.classic = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
    p.base = await insertProduct(t, { type: 'burgerBase', name: 'Pan de papa', price: 3000 });
    p.cheddar = await insertProduct(t, { type: 'ingredients', name: 'Cheddar', price: 500 });
    p.bacon = await insertProduct(t, { type: 'ingredients', name: 'Bacon', price: 800 });
  });

  it('keeps a sold-out product on the menu, marked, and refuses it at checkout with its name', async () => {
    const marked = await setStock(p.classic, false);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: p.classic, inStock: false, deletedAt: null });

    const menu = await api<ProductBody[]>('GET', '/products?category=burgers');
    expect(menu.body.find((product) => product.id === p.classic)).toMatchObject({ inStock: false });

    const refused = await pay([
      { id: p.classic, cantidad: 1 },
      { id: p.cola, cantidad: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Clásica se quedó sin stock. Quitalo del carrito para continuar.');

    expect((await setStock(p.classic, true, admin.token)).body.inStock).toBe(true);
    expect((await pay([{ id: p.classic, cantidad: 1 }])).status).toBe(201);
  });

  it('stops offering a sold-out ingredient or base in the builder and refuses it in a custom burger', async () => {
    await setStock(p.bacon, false);
    const ingredients = await api<ProductBody[]>('GET', '/ingredients');
    expect(ingredients.body.map((product) => product.name)).toEqual(['Cheddar']);
    const custom = (ingredientId: number) => ({
      id: 'custom-1',
      cantidad: 1,
      baseId: p.base,
      ingredients: [{ id: ingredientId, quantity: 1 }],
    });
    const refused = await pay([custom(p.bacon)]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Bacon se quedó sin stock');

    await setStock(p.base, false);
    expect((await api<ProductBody[]>('GET', '/burgerBase')).body).toEqual([]);
    const noBase = await pay([custom(p.cheddar)]);
    expect(noBase.status).toBe(409);
    expect(noBase.body.error).toBe('La base elegida se quedó sin stock');

    await setStock(p.base, true);
    await setStock(p.bacon, true);
    expect((await pay([custom(p.bacon)])).status).toBe(201);
  });

  it('answers 404 for an unknown product and 400 for a body without the flag', async () => {
    const unknown = await setStock(999_999, false);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Producto no encontrado');
    const bad = await api<ProductBody>('PUT', `/products/${p.cola}/stock`, {
      token: employee.token,
      body: { inStock: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
  });

  it('leaves deleting as it was: a deleted product is gone from the menu whatever its stock', async () => {
    await api('DELETE', `/beverages/${p.cola}`, { token: admin.token });
    await setStock(p.cola, false);
    const menu = await api<ProductBody[]>('GET', '/products?category=beverages');
    expect(menu.body.find((product) => product.id === p.cola)).toBeUndefined();
  });
});
