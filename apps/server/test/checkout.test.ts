import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderCoupons, orderLines } from '#db/schema';
import { FUTURE_DATE, insertCoupon, insertProduct, PAST_DATE } from './support/catalogue-fixtures';
import { checkout, orderRow, type CartLineBody } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

describe('checkout: POST /pay/mercadopago', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p: Record<string, number> = {};

  const pay = (body: unknown, token = customer.token) =>
    api<{ id: string; init_point: string; error: string }>('POST', '/pay/mercadopago', { token, body });
  const linesOf = (orderId: number) =>
    t.app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    p.classic = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    p.combo = await insertProduct(t, { type: 'combos', name: 'Combo Doble', price: 12000 });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
    p.gone = await insertProduct(t, { type: 'burgers', name: 'Retirada', price: 7000, deleted: true });
    p.base = await insertProduct(t, { type: 'burgerBase', name: 'Pan de papa', price: 3000 });
    p.veggieBase = await insertProduct(t, {
      type: 'burgerBase',
      name: 'Medallón de lentejas',
      price: 3500,
      isVeggie: true,
    });
    p.goneBase = await insertProduct(t, { type: 'burgerBase', name: 'Base vieja', price: 2000, deleted: true });
    p.cheddar = await insertProduct(t, {
      type: 'ingredients',
      name: 'Cheddar',
      price: 500,
      isRepeat: true,
      isVeggie: true,
    });
    p.bacon = await insertProduct(t, { type: 'ingredients', name: 'Bacon', price: 800 });
    p.lettuce = await insertProduct(t, { type: 'ingredients', name: 'Lechuga', price: 200, isVeggie: true });
    p.goneIngredient = await insertProduct(t, { type: 'ingredients', name: 'Pepino', price: 100, deleted: true });
    await insertCoupon(t, { code: 'CLASICA10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [p.classic] });
    await insertCoupon(t, {
      code: 'CLASICA25',
      percentage: 25,
      expirationDate: FUTURE_DATE,
      productIds: [p.classic, p.combo],
    });
    await insertCoupon(t, { code: 'VIEJO', percentage: 50, expirationDate: PAST_DATE, productIds: [p.classic] });
    await insertCoupon(t, { code: 'COLA50', percentage: 50, expirationDate: FUTURE_DATE, productIds: [p.cola] });
  });

  it('prices every line from the database, whatever price and name the client sends', async () => {
    const res = await pay({
      cart: [
        { id: p.classic, cantidad: 2, price: 1, name: 'Gratis' },
        { id: p.cola, cantidad: 1, price: 1 },
      ],
      coupons: [],
      note: 'Sin cebolla',
    });
    expect(res.status).toBe(201);
    expect(res.body.init_point).toBe(`${t.config.publicUrl}/api/sandbox/checkout/${res.body.id}`);

    const placed = await checkout(t, customer.token, {
      cart: [{ id: p.classic, cantidad: 2, price: 1, name: 'Gratis' }],
    });
    const order = await orderRow(t, placed.orderId);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      totalCents: 1_700_000,
      subtotalCents: 1_700_000,
      userId: customer.id,
    });
    const [line] = await linesOf(placed.orderId);
    expect(line).toMatchObject({ title: 'Clásica', quantity: 2, unitPriceCents: 850_000, productId: p.classic });
  });

  it('stores the order awaiting payment with its lines, discounts, coupons and note', async () => {
    const placed = await checkout(t, customer.token, {
      cart: [
        { id: p.classic, cantidad: 1 },
        { id: p.cola, cantidad: 2 },
      ],
      coupons: ['clasica10', { code: 'COLA50' }],
      note: '  Sin cebolla, por favor  ',
    });
    const order = await orderRow(t, placed.orderId);
    // 8500 - 10% + 2 x 1500 - 50%
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotalCents: 1_150_000,
      discountCents: 85_000 + 150_000,
      totalCents: 915_000,
      note: 'Sin cebolla, por favor',
      purchaseId: null,
    });
    const lines = await linesOf(placed.orderId);
    expect(lines.map((line) => [line.title, line.quantity, line.unitPriceCents, line.discountCents])).toEqual([
      ['Clásica', 1, 850_000, 85_000],
      ['Cola', 2, 150_000, 150_000],
    ]);
    const stored = await t.app.ctx.db.select().from(orderCoupons).where(eq(orderCoupons.orderId, placed.orderId));
    expect(stored.map((coupon) => [coupon.code, coupon.discountPercentage]).sort()).toEqual([
      ['CLASICA10', 10],
      ['COLA50', 50],
    ]);
  });

  it('applies a coupon only to its own products', async () => {
    const placed = await checkout(t, customer.token, {
      cart: [
        { id: p.combo, cantidad: 1 },
        { id: p.cola, cantidad: 1 },
      ],
      coupons: ['CLASICA10'],
    });
    expect(await orderRow(t, placed.orderId)).toMatchObject({ discountCents: 0, totalCents: 1_350_000 });
  });

  it('uses the larger percentage when two coupons cover a product', async () => {
    const placed = await checkout(t, customer.token, {
      cart: [{ id: p.classic, cantidad: 1 }],
      coupons: ['CLASICA10', 'CLASICA25'],
    });
    expect(await orderRow(t, placed.orderId)).toMatchObject({ discountCents: 212_500, totalCents: 637_500 });
  });

  it('refuses an unknown or an expired coupon with SPEC texts', async () => {
    const unknown = await pay({ cart: [{ id: p.classic, cantidad: 1 }], coupons: ['NOEXISTE'] });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'El cupon ingresado no existe!!' } });
    const expired = await pay({ cart: [{ id: p.classic, cantidad: 1 }], coupons: ['VIEJO'] });
    expect(expired).toMatchObject({ status: 400, body: { error: 'El cupon esta vencido' } });
  });

  it('prices a custom burger from its base and ingredients', async () => {
    const placed = await checkout(t, customer.token, {
      cart: [
        {
          id: 'custom-abc',
          name: 'Burger custom 123456',
          cantidad: 1,
          price: 1,
          baseId: p.base,
          ingredients: [
            { id: p.cheddar, quantity: 2 },
            { id: p.lettuce, quantity: 1 },
          ],
        },
      ],
      coupons: ['CLASICA25'],
    });
    const order = await orderRow(t, placed.orderId);
    // 3000 + 2 x 500 + 200, no coupon covers a custom burger.
    expect(order).toMatchObject({ totalCents: 420_000, discountCents: 0 });
    const [line] = await linesOf(placed.orderId);
    expect(line.title).toBe('Burger custom 123456: Pan de papa con Cheddar x2, Lechuga');
    expect(line.productId).toBeNull();
    expect(line.custom).toMatchObject({
      baseId: p.base,
      ingredients: [
        { id: p.cheddar, quantity: 2 },
        { id: p.lettuce, quantity: 1 },
      ],
    });
  });

  const custom = (baseId: number, ingredients: Array<{ id: number; quantity: number }>): CartLineBody => ({
    id: 'custom-x',
    name: 'Burger custom 000001',
    cantidad: 1,
    baseId,
    ingredients,
  });

  it.each([
    [
      'an unknown product',
      { cart: [{ id: 999_999, cantidad: 1 }] },
      'Alguno de los productos del carrito ya no está disponible',
    ],
    [
      'a deleted product',
      { cart: [{ id: 'gone', cantidad: 1 }] },
      'Alguno de los productos del carrito ya no está disponible',
    ],
    [
      'a base sold alone',
      { cart: [{ id: 'base', cantidad: 1 }] },
      'Alguno de los productos del carrito ya no está disponible',
    ],
    ['quantity 0', { cart: [{ id: 'classic', cantidad: 0 }] }, 'La cantidad de cada producto debe ser de 1 a 20'],
    ['quantity 21', { cart: [{ id: 'classic', cantidad: 21 }] }, 'La cantidad de cada producto debe ser de 1 a 20'],
    ['an empty cart', { cart: [] }, 'El carrito está vacío'],
    [
      'a note of 150 characters',
      { cart: [{ id: 'classic', cantidad: 1 }], note: 'x'.repeat(150) },
      'La nota debe tener menos de 150 caracteres',
    ],
  ])('refuses %s with a Spanish 400', async (_case, body, message) => {
    // Product names in the table stand for the ids created in beforeAll.
    const cart = (body.cart as CartLineBody[]).map((line) => ({
      ...line,
      id: typeof line.id === 'string' ? p[line.id] : line.id,
    }));
    const res = await pay({ ...body, cart });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
  });

  it('accepts a note of 149 characters', async () => {
    const res = await pay({ cart: [{ id: p.classic, cantidad: 1 }], note: 'x'.repeat(149) });
    expect(res.status).toBe(201);
  });

  it.each([
    [
      'a base that is not a burger base',
      () => custom(p.classic, []),
      'La hamburguesa base elegida ya no está disponible',
    ],
    ['a deleted base', () => custom(p.goneBase, []), 'La hamburguesa base elegida ya no está disponible'],
    [
      'a deleted ingredient',
      () => custom(p.base, [{ id: p.goneIngredient, quantity: 1 }]),
      'Alguno de los ingredientes elegidos ya no está disponible',
    ],
    [
      'a product used as ingredient',
      () => custom(p.base, [{ id: p.cola, quantity: 1 }]),
      'Alguno de los ingredientes elegidos ya no está disponible',
    ],
    [
      'a non-repeatable ingredient twice',
      () => custom(p.base, [{ id: p.bacon, quantity: 2 }]),
      'Ese ingrediente no se puede repetir',
    ],
    [
      'an ingredient five times',
      () => custom(p.base, [{ id: p.cheddar, quantity: 5 }]),
      'Cada ingrediente puede agregarse de 1 a 4 veces',
    ],
    [
      'meat on a veggie base',
      () => custom(p.veggieBase, [{ id: p.bacon, quantity: 1 }]),
      'Una hamburguesa vegetariana sólo admite ingredientes vegetarianos',
    ],
    [
      'seven ingredients',
      () =>
        custom(
          p.base,
          Array.from({ length: 7 }, () => ({ id: p.lettuce, quantity: 1 })),
        ),
      'Sólo puedes seleccionar hasta 6 Ingredientes!',
    ],
  ])('refuses a custom burger with %s', async (_case, line, message) => {
    const res = await pay({ cart: [line()] });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
  });

  it('lets only customers pay', async () => {
    const body = { cart: [{ id: p.classic, cantidad: 1 }] };
    expect((await api('POST', '/pay/mercadopago', { body })).status).toBe(401);
    expect((await pay(body, employee.token)).status).toBe(403);
    expect((await pay(body, admin.token)).status).toBe(403);
    const deactivated = await insertUser(t, {
      role: 'customer',
      firstName: 'Dana',
      lastName: 'Baja',
      deactivated: true,
    });
    expect((await pay(body, deactivated.token)).status).toBe(401);
  });
});
