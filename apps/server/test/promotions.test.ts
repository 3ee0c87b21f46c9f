import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orderLines, orders } from '#db/schema';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface Saving {
  kind: string;
  name: string;
  amount: number;
}
interface PricedCart {
  at: string;
  lines: Array<{ title: string; savings: Saving[]; total: number; availability: string | null }>;
  orderDiscounts: Saving[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  error?: string;
}

/** Open every day 11:00-23:00; Buenos Aires is UTC-3 and 2026-11-30 is a Monday. */
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '11:00', to: '23:00' }));
const MONDAY_1155 = new Date('2026-11-30T14:55:00Z');
const MONDAY_1900 = new Date('2026-11-30T22:00:00Z');
const TUESDAY_1230 = '2026-12-01T12:30:00-03:00';
const MONDAY_1230 = '2026-11-30T12:30:00-03:00';

const twoForOne = (productId: number) => ({
  name: '2x1 los martes',
  kind: 'nxm',
  buy: 2,
  pay: 1,
  productIds: [productId],
  days: [2],
  from: '00:00',
  to: '24:00',
  stacksWithCoupons: false,
  active: true,
});

describe('promotions: admin, one price for the cart and the checkout, selling windows', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p: Record<string, number> = {};

  const setClock = (instant: Date) => {
    t.app.ctx.now = () => instant;
  };
  const price = (body: Record<string, unknown>) => api<PricedCart>('POST', '/cart/price', { body });
  const pay = (body: Record<string, unknown>) =>
    api<{ id?: string; error?: string; cart?: PricedCart }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body,
    });
  const create = (body: Record<string, unknown>) =>
    api<{ id: number; error?: string }>('POST', '/admin/promotions', { token: admin.token, body });
  const countOrders = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    p.clasica = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 7500 });
    p.doble = await insertProduct(t, { type: 'burgers', name: 'Doble', price: 9800 });
    p.papas = await insertProduct(t, { type: 'fries', name: 'Papas grandes', price: 4000, size: 'Grande' });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
    p.ejecutivo = await insertProduct(t, { type: 'combos', name: 'Menú ejecutivo', price: 11000 });
    await insertCoupon(t, { code: 'CLASICA10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [p.clasica] });
    await insertCoupon(t, { code: 'PAPAS25', percentage: 25, expirationDate: FUTURE_DATE, productIds: [p.papas] });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } })).status).toBe(200);
    await api('PUT', '/store/settings', {
      token: admin.token,
      body: { prepMinutes: 20, slotCapacity: 0, scheduleDaysAhead: 2 },
    });
  });
  afterEach(() => setClock(new Date()));

  it('lets the admin create, change and delete a promotion, each in the activity log', async () => {
    const created = await create(twoForOne(p.clasica));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: '2x1 los martes', kind: 'nxm', when: 'los martes de 00:00 a 24:00' });
    const changed = await api<{ name: string }>('PUT', `/admin/promotions/${created.body.id}`, {
      token: admin.token,
      body: { ...twoForOne(p.clasica), name: '2x1 en Clásicas', active: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.name).toBe('2x1 en Clásicas');
    // Switched off: not among the public ones, still in the admin's list.
    expect((await api<Array<{ id: number }>>('GET', '/promotions')).body.map((row) => row.id)).not.toContain(
      created.body.id,
    );
    const all = await api<Array<{ id: number }>>('GET', '/admin/promotions', { token: admin.token });
    expect(all.body.map((row) => row.id)).toContain(created.body.id);
    expect((await api('DELETE', `/admin/promotions/${created.body.id}`, { token: admin.token })).status).toBe(200);
    expect((await api('DELETE', `/admin/promotions/${created.body.id}`, { token: admin.token })).status).toBe(404);
    const actions = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.actorId, admin.id));
    expect(actions.map((row) => [row.action, row.target])).toEqual(
      expect.arrayContaining([
        ['promotion.create', '2x1 los martes'],
        ['promotion.update', '2x1 en Clásicas'],
        ['promotion.delete', '2x1 en Clásicas'],
      ]),
    );
    expect((await create({ ...twoForOne(p.clasica) })).status).toBe(201);
    expect((await api('POST', '/admin/promotions', { token: employee.token, body: twoForOne(p.clasica) })).status).toBe(
      403,
    );
  });

  it('refuses a bad window, an empty product list or a percentage outside 1 to 100 with a Spanish 400', async () => {
    const before = (await api<unknown[]>('GET', '/admin/promotions', { token: admin.token })).body.length;
    const percent = { ...twoForOne(p.papas), name: '20 % off en papas', kind: 'porcentaje', percentage: 20 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { ...percent, days: [] },
        'El horario no es válido: elegí al menos un día y horas HH:MM de inicio y fin distintas',
      ],
      [
        { ...percent, from: '18:00', to: '18:00' },
        'El horario no es válido: elegí al menos un día y horas HH:MM de inicio y fin distintas',
      ],
      [
        { ...percent, from: '7pm' },
        'El horario no es válido: elegí al menos un día y horas HH:MM de inicio y fin distintas',
      ],
      [{ ...percent, productIds: [] }, 'Debes elegir al menos un producto o una categoría'],
      [{ ...percent, percentage: 0 }, 'El porcentaje debe ser un número de 1 a 100'],
      [{ ...percent, percentage: 101 }, 'El porcentaje debe ser un número de 1 a 100'],
      [{ ...percent, productIds: [999_999] }, 'Alguno de los productos elegidos no existe'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const put = await api<{ error: string }>('PUT', '/admin/promotions/999999', { token: admin.token, body: percent });
    expect(put.status).toBe(404);
    expect((await api<unknown[]>('GET', '/admin/promotions', { token: admin.token })).body).toHaveLength(before);
  });

  it('judges the 2x1 at the promised time: a Monday order for Tuesday gets it, a Monday order for Monday does not', async () => {
    setClock(MONDAY_1155);
    const cart = [{ id: p.clasica, cantidad: 3, price: 1 }];
    const monday = await price({ cart, coupons: [], pickupAt: MONDAY_1230, fulfillment: 'retiro' });
    expect(monday.status).toBe(200);
    expect(monday.body.total).toBe(22_500);
    const tuesday = await price({ cart, coupons: [], pickupAt: TUESDAY_1230, fulfillment: 'retiro' });
    expect(tuesday.body).toMatchObject({ subtotal: 22_500, discount: 7500, deliveryFee: 0, total: 15_000 });
    expect(tuesday.body.lines[0].savings).toEqual([
      { kind: 'promocion', promotionId: expect.any(Number), code: null, name: '2x1 los martes', amount: 7500 },
    ]);

    // Checkout charges exactly that, and the receipt shows the same saving as its own line.
    const before = await countOrders();
    const paid = await pay({ cart, coupons: [], pickupAt: TUESDAY_1230, expectedTotal: 15_000 });
    expect(paid.status).toBe(201);
    const [order] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.preferenceId, paid.body.id ?? ''));
    expect(order).toMatchObject({ subtotalCents: 2_250_000, discountCents: 750_000, totalCents: 1_500_000 });
    expect(await countOrders()).toBe(before + 1);
    const [line] = await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.savings).toEqual([
      { kind: 'promocion', promotionId: expect.any(Number), code: null, name: '2x1 los martes', amountCents: 750_000 },
    ]);
    const payment = await payInSandbox(t, paid.body.id ?? '');
    const receipt = await api<{ discounts: unknown[]; data: { transaction_amount: number } }>(
      'GET',
      `/orders/${payment.body.payment_id}`,
      { token: customer.token },
    );
    expect(receipt.body.discounts).toEqual([{ code: '', name: '2x1 los martes', amount: 7500 }]);
    expect(receipt.body.data.transaction_amount).toBe(15_000);
  });

  it('answers 409 with the new priced cart and stores nothing when a promotion ends between the cart and the payment', async () => {
    setClock(MONDAY_1155);
    const cart = [{ id: p.clasica, cantidad: 2 }];
    const shown = await price({ cart, coupons: [], pickupAt: TUESDAY_1230 });
    expect(shown.body.total).toBe(7500);
    const promotions = (await api<Array<{ id: number }>>('GET', '/admin/promotions', { token: admin.token })).body;
    for (const promotion of promotions) {
      await api('PUT', `/admin/promotions/${promotion.id}`, {
        token: admin.token,
        body: { ...twoForOne(p.clasica), active: false },
      });
    }
    const before = await countOrders();
    const paid = await pay({ cart, coupons: [], pickupAt: TUESDAY_1230, expectedTotal: shown.body.total });
    expect(paid.status).toBe(409);
    expect(paid.body.error).toBe('Los precios cambiaron. Revisá tu carrito.');
    expect(paid.body.cart?.total).toBe(15_000);
    expect(await countOrders()).toBe(before);
    // Without expectedTotal (an older client) it is charged the server's price.
    expect((await pay({ cart, coupons: [], pickupAt: TUESDAY_1230 })).status).toBe(201);
    for (const promotion of promotions) {
      await api('PUT', `/admin/promotions/${promotion.id}`, { token: admin.token, body: twoForOne(p.clasica) });
    }
  });

  it('sells a lunch product only inside its window: refused at checkout, offered only lunch slots', async () => {
    const windows = await api('PUT', '/admin/selling-windows', {
      token: admin.token,
      body: { windows: [{ productId: p.ejecutivo, days: [1, 2, 3, 4, 5], from: '12:00', to: '16:00' }] },
    });
    expect(windows.status).toBe(200);
    setClock(MONDAY_1900);
    const cart = [{ id: p.ejecutivo, cantidad: 1 }];
    const priced = await price({ cart, coupons: [] });
    expect(priced.body.lines[0].availability).toBe('Disponible de lunes a viernes de 12:00 a 16:00');
    const refused = await pay({ cart, coupons: [] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Menú ejecutivo se vende de lunes a viernes de 12:00 a 16:00.');

    const slots = await api<Array<{ start: string }>>('GET', `/store/slots?products=${p.ejecutivo},${p.cola}`);
    expect(slots.body.length).toBeGreaterThan(0);
    for (const slot of slots.body)
      expect(slot.start.slice(11, 16) >= '12:00' && slot.start.slice(11, 16) < '16:00').toBe(true);
    expect(slots.body[0].start).toBe(TUESDAY_1230.replace('12:30', '12:00'));
    const lunch = await pay({ cart, coupons: [], pickupAt: TUESDAY_1230 });
    expect(lunch.status).toBe(201);
    await api('PUT', '/admin/selling-windows', { token: admin.token, body: { windows: [] } });
  });

  it('prices 200 generated carts exactly as checkout charges them', async () => {
    setClock(MONDAY_1155);
    await create({
      ...twoForOne(p.doble),
      name: '3x2 en Dobles',
      buy: 3,
      pay: 2,
      days: [1, 2],
      stacksWithCoupons: true,
    });
    await create({
      name: 'Papas 20 %',
      kind: 'porcentaje',
      percentage: 20,
      categories: ['fries'],
      productIds: [],
      days: [1, 2],
      from: '11:00',
      to: '13:00',
    });
    await create({
      name: 'Combo para dos',
      kind: 'precio_fijo',
      fixedPrice: 18_000,
      productIds: [p.clasica, p.clasica, p.papas],
      days: [0, 1, 2, 3, 4, 5, 6],
      from: '00:00',
      to: '24:00',
    });
    await create({
      name: '$ 2.000 menos desde $ 20.000',
      kind: 'monto_minimo',
      minimum: 20_000,
      amount: 2000,
      days: [1, 2],
      from: '00:00',
      to: '24:00',
      stacksWithCoupons: true,
    });
    let seed = 36;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const ids = [p.clasica, p.doble, p.papas, p.cola];
    const slotsAhead = [null, MONDAY_1230, '2026-11-30T20:00:00-03:00', TUESDAY_1230, '2026-12-01T19:15:00-03:00'];
    const seen = { promotion: 0, coupon: 0, order: 0 };
    for (let round = 0; round < 200; round++) {
      const cart = Array.from({ length: 1 + random(4) }, () => ({
        id: ids[random(ids.length)],
        cantidad: 1 + random(5),
      }));
      const coupons = [['CLASICA10'], ['PAPAS25'], [], ['CLASICA10', 'PAPAS25']][random(4)];
      const pickupAt = slotsAhead[random(slotsAhead.length)];
      const shown = await price({ cart, coupons, pickupAt });
      expect(shown.status).toBe(200);
      const paid = await pay({ cart, coupons, pickupAt, expectedTotal: shown.body.total });
      expect(paid.status, JSON.stringify({ cart, coupons, pickupAt, paid: paid.body })).toBe(201);
      const [order] = await t.app.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.preferenceId, paid.body.id ?? ''));
      expect(order.totalCents / 100).toBe(shown.body.total);
      expect(order.discountCents / 100).toBe(shown.body.discount);
      const savings = shown.body.lines.flatMap((line) => line.savings);
      if (savings.some((saving) => saving.kind === 'promocion')) seen.promotion++;
      if (savings.some((saving) => saving.kind === 'cupon')) seen.coupon++;
      if (shown.body.orderDiscounts.length > 0) seen.order++;
    }
    // The generated carts went through every kind of saving, not only list prices.
    expect(seen.promotion).toBeGreaterThan(20);
    expect(seen.coupon).toBeGreaterThan(20);
    expect(seen.order).toBeGreaterThan(5);
  }, 120_000);
});
