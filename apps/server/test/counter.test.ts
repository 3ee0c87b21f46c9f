import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders } from '#db/schema';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { checkout, orderRow, payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface OrderBody {
  purchaseId: string | null;
  number: number | null;
  status: string;
  channel: string;
  createdBy: string | null;
  customer: Array<{ firstName: string; lastName: string }>;
  payment: { method: string; status: string; payWith: number | null; change: number | null };
  data: { transaction_amount: number };
  promisedAt: string;
  paymentUrl?: string | null;
  error?: string;
}
interface CashBody {
  day: string;
  byMethod: { efectivo: number; qr: number; mercadopago: number; link: number };
  cashIn: number;
  expected: number;
  owed: number;
  closed: { counted: number; difference: number; note: string; by: string } | null;
  error?: string;
}

/** Lunch and dinner Monday to Saturday. Buenos Aires is UTC-3 (2026-11-23 is a Monday). */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, from: '11:00', to: '15:00' },
  { day, from: '19:00', to: '23:00' },
]);
const MONDAY_1155 = new Date('2026-11-23T14:55:00Z');

describe('orders staff take: POST /staff/orders, cash, no-shows and the day’s close', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let other: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p: Record<string, number> = {};

  const setClock = (instant: Date) => {
    t.app.ctx.now = () => instant;
  };
  const take = (body: Record<string, unknown>, token = employee.token) =>
    api<OrderBody>('POST', '/staff/orders', {
      token,
      body: {
        customer: { name: 'Juana Pérez', phone: '11 4567-8901' },
        channel: 'telefono',
        cart: [
          { id: p.classic, cantidad: 2 },
          { id: p.cola, cantidad: 1 },
        ],
        payment: { method: 'efectivo', payWith: 20000 },
        ...body,
      },
    });
  const settings = (body: Record<string, unknown>) =>
    api('PUT', '/store/settings', { token: admin.token, body: { prepMinutes: 20, scheduleDaysAhead: 1, ...body } });
  const actions = async () => (await t.app.ctx.db.select().from(activityLog)).map((entry) => entry.action);

  beforeAll(async () => {
    ({ customer, employee, admin, otherCustomer: other } = await insertCast(t));
    p.classic = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 200 });
    await insertCoupon(t, { code: 'CLASICA10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [p.classic] });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } })).status).toBe(200);
  });
  afterEach(async () => {
    await api('PUT', '/store/paused', { token: admin.token, body: { paused: false } });
    await settings({ slotCapacity: 8 });
  });

  it('sends a cash order to the kitchen at once, owed, with the change for the note it is paid with', async () => {
    setClock(MONDAY_1155);
    const res = await take({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pendiente',
      channel: 'telefono',
      createdBy: 'Emma Empleada',
      customer: [{ firstName: 'Juana Pérez', lastName: '' }],
      payment: { method: 'efectivo', status: 'a_cobrar', payWith: 20000, change: 2800 },
      data: { transaction_amount: 17200 },
    });
    expect(res.body.number).toBeGreaterThan(0);
    const kitchen = await api<OrderBody[]>('GET', '/orders', { token: employee.token });
    expect(kitchen.body.find((order) => order.purchaseId === res.body.purchaseId)?.payment.change).toBe(2800);
    const [row] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.purchaseId, res.body.purchaseId ?? ''));
    expect(row.customerPhone).toBe('+541145678901');
    expect(await actions()).toContain('order.staff');
  });

  it('prices a staff order exactly as the web prices the same cart, coupons included', async () => {
    setClock(MONDAY_1155);
    const cart = [
      { id: p.classic, cantidad: 3, price: 1 },
      { id: p.cola, cantidad: 2 },
    ];
    const web = await checkout(t, customer.token, { cart, coupons: ['CLASICA10'] });
    const staff = await take({ cart, coupons: ['clasica10'], payment: { method: 'efectivo' } });
    expect(staff.status).toBe(201);
    const webRow = await orderRow(t, web.orderId);
    expect(staff.body.data.transaction_amount).toBe(webRow.totalCents / 100);
    expect(staff.body.payment).toEqual({ method: 'efectivo', status: 'a_cobrar', payWith: null, change: null });
  });

  it('refuses a bad phone, a note smaller than the total and a customer without a name, storing nothing', async () => {
    setClock(MONDAY_1155);
    const before = (await t.app.ctx.db.select().from(orders)).length;
    const phone = await take({ customer: { name: 'Juana', phone: '123' } });
    expect(phone.status).toBe(400);
    expect(phone.body.error).toBe('Ingresá un teléfono válido.');
    const short = await take({ payment: { method: 'efectivo', payWith: 10000 } });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Con ese monto no alcanza para pagar el pedido.');
    const nameless = await take({ customer: { name: ' ' } });
    expect(nameless.status).toBe(400);
    expect((await t.app.ctx.db.select().from(orders)).length).toBe(before);
  });

  it('takes orders while the web is paused, and past a full slot only with Forzar turno (logged)', async () => {
    setClock(new Date('2026-11-24T14:55:00Z'));
    await api('PUT', '/store/paused', { token: admin.token, body: { paused: true } });
    const web = await api<{ error: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id: p.classic, cantidad: 1 }] },
    });
    expect(web.status).toBe(409);
    expect((await take({ channel: 'whatsapp' })).status).toBe(201);
    await api('PUT', '/store/paused', { token: admin.token, body: { paused: false } });

    await settings({ slotCapacity: 1 });
    const slot = '2026-11-24T13:00:00-03:00';
    expect((await take({ pickupAt: slot })).status).toBe(201);
    const full = await take({ pickupAt: slot });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('Ese horario se completó. Elegí otro.');
    expect(await actions()).not.toContain('order.force_slot');
    const forced = await take({ pickupAt: slot, forceSlot: true, channel: 'mostrador' });
    expect(forced.status).toBe(201);
    expect(forced.body).toMatchObject({ channel: 'mostrador', promisedAt: slot });
    expect(await actions()).toContain('order.force_slot');
  });

  it('takes the cash once, never less than the total', async () => {
    setClock(MONDAY_1155);
    const placed = await take({});
    const purchaseId = placed.body.purchaseId ?? '';
    const pay = (received: number, token = employee.token) =>
      api<OrderBody>('POST', `/orders/${purchaseId}/payments`, { token, body: { method: 'efectivo', received } });
    const short = await pay(100);
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Lo recibido no alcanza para cobrar el pedido.');
    expect((await pay(20000, customer.token)).status).toBe(403);
    const paid = await pay(20000);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ method: 'efectivo', status: 'pagado' });
    const again = await pay(20000);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Este pedido ya está cobrado.');
    expect(await actions()).toContain('order.payment');
  });

  it('holds a link order out of the kitchen until it is paid, then cooks it as paid by link', async () => {
    setClock(MONDAY_1155);
    const res = await take({ payment: { method: 'link' }, customer: { name: 'Lucas', email: 'lucas@correo.test' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ purchaseId: null, payment: { method: 'link', status: 'a_cobrar' } });
    expect(res.body.paymentUrl).toContain('/api/sandbox/checkout/');
    const preferenceId = res.body.paymentUrl?.split('/').at(-1) ?? '';
    const paid = await payInSandbox(t, preferenceId);
    expect(paid.status).toBe(201);
    const order = await api<OrderBody>('GET', `/orders/${paid.body.payment_id}`, { token: employee.token });
    expect(order.body).toMatchObject({ status: 'Pendiente', payment: { method: 'link', status: 'pagado' } });
  });

  it('marks a ready order No retirado only an hour past its promise; it leaves the ready list', async () => {
    setClock(MONDAY_1155);
    const placed = await take({});
    const purchaseId = placed.body.purchaseId ?? '';
    await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });
    const early = await api<OrderBody>('POST', `/orders/${purchaseId}/no-show`, { token: employee.token });
    expect(early.status).toBe(409);
    setClock(new Date(Date.parse(placed.body.promisedAt) + 61 * 60_000));
    expect((await api('POST', `/orders/${purchaseId}/no-show`, { token: employee.token })).status).toBe(200);
    const ready = await api<OrderBody[]>('GET', '/orders?status=Listo', { token: employee.token });
    expect(ready.body.map((order) => order.purchaseId)).not.toContain(purchaseId);
    expect(await actions()).toContain('order.no_show');
  });

  it('closes the day’s cash once with the difference; cash taken after the close goes to the next day', async () => {
    const day = '2026-11-21';
    setClock(new Date('2026-11-21T15:00:00Z'));
    const first = await take({ payment: { method: 'efectivo' } });
    const second = await take({ payment: { method: 'efectivo' } });
    const late = await take({ payment: { method: 'efectivo' } });
    for (const placed of [first, second]) {
      await api('POST', `/orders/${placed.body.purchaseId}/payments`, {
        token: employee.token,
        body: { method: 'efectivo', received: 17200 },
      });
    }
    const cash = await api<CashBody>('GET', `/admin/cash?day=${day}`, { token: admin.token });
    expect(cash.status).toBe(200);
    expect(cash.body).toMatchObject({ day, cashIn: 34400, expected: 34400, owed: 17200, closed: null });
    expect(cash.body.byMethod.efectivo).toBe(34400);
    expect((await api('GET', `/admin/cash?day=${day}`, { token: employee.token })).status).toBe(403);
    expect((await api<CashBody>('GET', '/admin/cash?day=ayer', { token: admin.token })).status).toBe(400);

    const close = (token = admin.token) =>
      api<CashBody>('POST', `/admin/cash/${day}/close`, { token, body: { counted: 34000, note: 'faltan 400' } });
    const closed = await close();
    expect(closed.status).toBe(200);
    expect(closed.body.closed).toMatchObject({ counted: 34000, difference: -400, note: 'faltan 400', by: 'Ada Admin' });
    const again = await close();
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Esta caja ya está cerrada.');
    expect(await actions()).toContain('cash.close');

    await api('POST', `/orders/${late.body.purchaseId}/payments`, {
      token: employee.token,
      body: { method: 'efectivo', received: 17200 },
    });
    expect((await api<CashBody>('GET', `/admin/cash?day=${day}`, { token: admin.token })).body.cashIn).toBe(34400);
    expect((await api<CashBody>('GET', '/admin/cash?day=2026-11-22', { token: admin.token })).body.cashIn).toBe(17200);
  });

  it('offers cash at pickup on the web only when the owner allows it, up to the limit, and not after two no-shows', async () => {
    setClock(MONDAY_1155);
    const cart = [{ id: p.classic, cantidad: 2 }];
    const payCash = () => api<OrderBody>('POST', '/pay/cash', { token: customer.token, body: { cart } });
    const off = await payCash();
    expect(off.status).toBe(409);
    const cashSettings = (body: unknown) => api('PUT', '/store/settings', { token: admin.token, body });
    expect((await cashSettings({ cashOnPickup: true, cashMaxTotal: 10000 })).status).toBe(200);
    expect((await cashSettings({ cashOnPickup: true, cashMaxTotal: -1 })).status).toBe(400);
    const over = await payCash();
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('Este pedido supera el máximo para pagar en efectivo: se paga online.');
    expect((await cashSettings({ cashOnPickup: true, cashMaxTotal: 50000 })).status).toBe(200);
    const placed = await payCash();
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      channel: 'web',
      createdBy: null,
      payment: { method: 'efectivo', status: 'a_cobrar' },
    });
    // The storefront offers it from the store's answer, and the purchase detail reads the order as its payment.
    expect((await api('GET', '/store')).body).toMatchObject({ cashOnPickup: true, cashMaxTotal: 50000 });
    const purchaseId = (placed.body as { purchaseId: string }).purchaseId;
    const info = await api('GET', `/pay/mercadopago/${purchaseId}`, { token: customer.token });
    expect(info).toMatchObject({ status: 200, body: { id: purchaseId, status: 'approved', refunded: false } });
    expect((await api('GET', `/pay/mercadopago/${purchaseId}`, { token: other.token })).status).toBe(403);

    // Two orders never picked up: the option is gone.
    const markNoShow = (purchaseId: string | null) =>
      t.app.ctx.db
        .update(orders)
        .set({ noShowAt: new Date() })
        .where(eq(orders.purchaseId, purchaseId ?? ''));
    await markNoShow(placed.body.purchaseId);
    // One no-show is not enough to lose the option.
    expect((await payCash()).status).toBe(201);
    const second = await take({ customer: { name: 'Carla', email: customer.email } });
    // A phone order under the customer's email counts against the same account.
    await markNoShow(second.body.purchaseId);
    const refused = await payCash();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Por pedidos no retirados, este pedido se paga online.');
    await cashSettings({ cashOnPickup: false, cashMaxTotal: 0 });
  });
});
