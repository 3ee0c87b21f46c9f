import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@burgers/domain/types';
import { productComponents } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface Activity {
  count: number;
  rows: Array<{ action: string; target: string; actor: { name: string }; before: unknown; after: unknown }>;
}

/**
 * A linked option is its product: sold out whenever the product cannot be made (its parts
 * included), on the menu and at checkout; and a plain option's stock changes are in the activity log.
 */
describe('option availability', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let bacon: number;
  let panceta: number;
  let combo: Product;

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    panceta = await insertProduct(t, { type: 'ingredients', name: 'Panceta', price: 600 });
    bacon = await insertProduct(t, { type: 'burgers', name: 'Bacon Doble', price: 9500 });
    await t.app.ctx.db.insert(productComponents).values({ parentId: bacon, childId: panceta, kind: 'ingredient' });
    const clasica = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8000 });
    const created = await api<Product>('POST', '/combos', {
      token: admin.token,
      body: {
        name: 'Combo a elección',
        price: 12000,
        burgers: [],
        fries: [],
        beverages: [],
        optionGroups: [
          {
            name: 'Elegí tu burger',
            min: 1,
            max: 1,
            options: [
              { productId: clasica, price: 0, isDefault: true },
              { productId: bacon, price: 1500 },
              { name: 'Sin pepinos', price: 0 },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    combo = created.body;
  });

  const option = async (name: string) =>
    (await api<Product>('GET', `/products/${combo.id}`)).body.optionGroups[0]!.options.find((o) => o.name === name)!;

  it('marks a linked burger sold out when one of its ingredients is, and checkout refuses it', async () => {
    expect(await option('Bacon Doble')).toMatchObject({ inStock: true, productId: bacon });
    expect(
      (await api('PUT', `/products/${panceta}/stock`, { token: employee.token, body: { inStock: false } })).status,
    ).toBe(200);
    const linked = await option('Bacon Doble');
    expect(linked).toMatchObject({ inStock: false });
    const refused = await api<{ error: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id: combo.id, cantidad: 1, options: [linked.id] }], coupons: [], note: '' },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: '"Bacon Doble" se quedó sin stock. Quitalo del carrito para continuar.' },
    });
    await api('PUT', `/products/${panceta}/stock`, { token: employee.token, body: { inStock: true } });
    expect((await option('Bacon Doble')).inStock).toBe(true);
  });

  it("records a plain option's stock changes in the activity log, as a product's", async () => {
    const plain = await option('Sin pepinos');
    for (const inStock of [false, true]) {
      const res = await api('PUT', `/options/${plain.id}/stock`, { token: employee.token, body: { inStock } });
      expect(res.status).toBe(200);
    }
    const log = (await api<Activity>('GET', '/admin/activity?action=product.stock', { token: admin.token })).body;
    const rows = log.rows.filter((row) => row.target === 'Sin pepinos (Combo a elección)');
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ before: { inStock: true }, after: { inStock: false } }),
        expect.objectContaining({ before: { inStock: false }, after: { inStock: true } }),
      ]),
    );
    expect(rows.every((row) => row.actor.name === `${employee.firstName} ${employee.lastName}`)).toBe(true);
  });
});
