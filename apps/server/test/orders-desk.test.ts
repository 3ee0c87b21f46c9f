import { createHmac } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeskOrder, Order } from '@burgers/domain/types';
import type { ProviderPayment } from '#adapters/payments/types';
import { activityLog, sentMail } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { stubMercadoPago } from './support/mercadopago-stub';
import { checkout, insertOrder, placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

const NOTHING_LEFT = 'Este pedido no tiene nada para devolver.';
const REASON_REQUIRED = 'Indicá el motivo de la devolución.';

interface Activity {
  rows: Array<{
    at: string;
    actor: { id: number | null; name: string };
    action: string;
    target: string;
    before: unknown;
    after: unknown;
  }>;
  count: number;
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('orders desk: picked up, refunds, activity and export (sandbox)', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  let fries: number;

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica Devoto', price: 7500 });
    fries = await insertProduct(t, { type: 'fries', name: 'Papas', price: 2500, size: 'Chico' });
  });

  afterEach(() => {
    t.app.ctx.now = () => new Date();
  });

  const paidOrder = () =>
    placePaidOrder(t, customer.token, {
      cart: [
        { id: burger, cantidad: 1 },
        { id: fries, cantidad: 1 },
      ],
    });
  const refund = (purchaseId: string, body: unknown, token = admin.token) =>
    api<Order & { error?: string }>('POST', `/admin/orders/${purchaseId}/refunds`, { token, body });
  const kitchen = async (status: 'Pendiente' | 'Listo') =>
    (await api<Order[]>('GET', `/orders?status=${status}`, { token: employee.token })).body.map((o) => o.purchaseId);
  const activity = async (query = '') =>
    (await api<Activity>('GET', `/admin/activity${query}`, { token: admin.token })).body;

  it('answers every order with its new fields, empty while nothing happened', async () => {
    const { purchaseId } = await paidOrder();
    const res = await api<Order>('GET', `/orders/${purchaseId}`, { token: customer.token });
    expect(res.body).toMatchObject({
      status: 'Pendiente',
      deliveredAt: null,
      cancelledAt: null,
      refundedAmount: 0,
      refunds: [],
    });
  });

  it('moves Listo to Entregado by staff, once, and refuses every other move with 409', async () => {
    const { purchaseId } = await paidOrder();
    const path = `/orders/${purchaseId}`;
    expect((await api('PUT', path, { token: employee.token, body: { status: 'Entregado' } })).status).toBe(409);
    expect((await api('PUT', path, { token: customer.token, body: { status: 'Entregado' } })).status).toBe(403);
    expect((await api('PUT', path, { token: employee.token, body: { status: 'Listo' } })).status).toBe(200);

    const delivered = await api<Order>('PUT', path, { token: employee.token, body: { status: 'Entregado' } });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({
      status: 'Entregado',
      deliveredAt: expect.any(String),
      employee: 'Emma Empleada',
    });
    expect(await kitchen('Listo')).not.toContain(purchaseId);

    expect((await api('PUT', path, { token: employee.token, body: { status: 'Entregado' } })).status).toBe(409);
    expect((await api('PUT', path, { token: employee.token, body: { status: 'Listo' } })).status).toBe(409);
    expect((await api('PUT', path, { token: employee.token, body: { status: 'Cancelado' } })).status).toBe(400);
    expect((await api<Order>('GET', path, { token: customer.token })).body.status).toBe('Entregado');

    const log = await activity('?action=order');
    const mine = log.rows.filter((row) => row.target.includes(`#${delivered.body.number}`));
    expect(mine.map((row) => [row.action, row.actor.name, row.before, row.after])).toEqual([
      ['order.delivered', 'Emma Empleada', { status: 'Listo' }, { status: 'Entregado' }],
      ['order.ready', 'Emma Empleada', { status: 'Pendiente' }, { status: 'Listo' }],
    ]);
  });

  it('refunds part of an order with a reason the customer reads, then the rest, which cancels it', async () => {
    const { purchaseId } = await paidOrder();
    expect(await refund(purchaseId, { amount: 1500 })).toMatchObject({ status: 400, body: { error: REASON_REQUIRED } });
    expect(await refund(purchaseId, { amount: 1500, reason: '   ' })).toMatchObject({
      status: 400,
      body: { error: REASON_REQUIRED },
    });
    expect(await refund(purchaseId, { amount: 1500, reason: 'x'.repeat(201) })).toMatchObject({ status: 400 });
    for (const amount of [0, -10, 'mil', '1500', 10.555, null]) {
      const res = await refund(purchaseId, { amount, reason: 'Faltó el pan' });
      expect(res.status, String(amount)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await refund(purchaseId, { amount: 10_000.01, reason: 'Faltó el pan' })).toMatchObject({
      status: 400,
      body: { error: 'El monto supera lo que queda por devolver ($ 10.000).' },
    });

    const partial = await refund(purchaseId, { amount: 2500, reason: 'Sin papas: se acabaron' });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      status: 'Pendiente',
      refundedAmount: 2500,
      cancelledAt: null,
      refunds: [{ amount: 2500, reason: 'Sin papas: se acabaron', by: 'Ada Admin', createdAt: expect.any(String) }],
    });
    expect(await kitchen('Pendiente')).toContain(purchaseId);
    const mail = await waitFor(async () => {
      const rows = await t.app.ctx.db
        .select()
        .from(sentMail)
        .where(eq(sentMail.to, customer.email))
        .orderBy(desc(sentMail.id));
      return rows.find((row) => row.subject.startsWith('Te devolvimos'));
    });
    expect(mail.subject).toBe(`Te devolvimos $ 2.500 de tu pedido #${partial.body.number}`);
    expect(mail.text).toContain('Sin papas: se acabaron');

    expect(await refund(purchaseId, { amount: 7500.5, reason: 'Otra cosa' })).toMatchObject({
      status: 400,
      body: { error: 'El monto supera lo que queda por devolver ($ 7.500).' },
    });
    const rest = await refund(purchaseId, { reason: 'La cocina se quedó sin pan' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      status: 'Cancelado',
      refundedAmount: 10_000,
      cancelledAt: expect.any(String),
      refundedAt: expect.any(String),
    });
    expect(rest.body.refunds.map((r) => r.amount)).toEqual([2500, 7500]);
    expect(await kitchen('Pendiente')).not.toContain(purchaseId);
    expect((await api<Order>('GET', `/orders/${purchaseId}`, { token: customer.token })).body.status).toBe('Cancelado');
    // A cancelled order is not handed over.
    expect(
      (await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } })).status,
    ).toBe(409);

    expect(await refund(purchaseId, { reason: 'Otra vez' })).toMatchObject({
      status: 409,
      body: { error: NOTHING_LEFT },
    });
    expect(await refund(purchaseId, { amount: 1, reason: 'Otra vez' })).toMatchObject({
      status: 409,
      body: { error: NOTHING_LEFT },
    });

    const log = await activity('?action=order.refund');
    const rows = log.rows.filter((row) => row.target === `pedido #${rest.body.number}`);
    expect(rows.map((row) => [row.actor.name, row.before, row.after])).toEqual([
      [
        'Ada Admin',
        { refunded: 2500, status: 'Pendiente' },
        { refunded: 10_000, status: 'Cancelado', amount: 7500, reason: 'La cocina se quedó sin pan' },
      ],
      [
        'Ada Admin',
        { refunded: 0, status: 'Pendiente' },
        { refunded: 2500, status: 'Pendiente', amount: 2500, reason: 'Sin papas: se acabaron' },
      ],
    ]);
  });

  it('keeps an order picked up as Entregado when refunded in full afterwards', async () => {
    const { purchaseId } = await paidOrder();
    await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });
    await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Entregado' } });
    const res = await refund(purchaseId, { reason: 'Estaba fría' });
    expect(res).toMatchObject({
      status: 201,
      body: { status: 'Entregado', refundedAmount: 10_000, cancelledAt: null },
    });
  });

  it('refuses an unpaid order, an unknown one and every caller but an admin', async () => {
    const rejected = await insertOrder(t, customer.id, {
      paidAt: new Date(),
      status: 'rejected',
      lines: [{ productId: burger, quantity: 1, unit: 7500 }],
    });
    expect(await refund(rejected.purchaseId!, { reason: 'Nada' })).toMatchObject({
      status: 409,
      body: { error: NOTHING_LEFT },
    });
    expect((await refund('no-existe', { reason: 'Nada' })).status).toBe(404);
    const { purchaseId } = await paidOrder();
    expect((await refund(purchaseId, { reason: 'Nada' }, employee.token)).status).toBe(403);
    expect((await refund(purchaseId, { reason: 'Nada' }, customer.token)).status).toBe(403);
    expect((await api('POST', `/admin/orders/${purchaseId}/refunds`, { body: { reason: 'Nada' } })).status).toBe(401);
  });

  it('never refunds more than was paid when several refunds of one order arrive at once', async () => {
    const { purchaseId } = await paidOrder();
    const answers = await Promise.all(
      [4000, 4000, 4000, 4000, 4000].map((amount, i) => refund(purchaseId, { amount, reason: `Reclamo ${i}` })),
    );
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 400)).toBe(true);
    const order = await api<Order>('GET', `/orders/${purchaseId}`, { token: admin.token });
    expect(order.body.refundedAmount).toBe(8000);

    const rest = await Promise.all([
      refund(purchaseId, { reason: 'Resto A' }),
      refund(purchaseId, { reason: 'Resto B' }),
    ]);
    expect(rest.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await api<Order>('GET', `/orders/${purchaseId}`, { token: admin.token })).body.refundedAmount).toBe(10_000);
  });

  it('lists, searches and filters every paid order for the desk', async () => {
    const shopper = await insertUser(t, {
      role: 'customer',
      firstName: 'Lucía',
      lastName: 'Buscada',
      email: `lucia-${Date.now()}@correo.test`,
    });
    const yesterday = new Date(Date.now() - 24 * 3_600_000);
    t.app.ctx.now = () => yesterday;
    const old = await placePaidOrder(t, shopper.token, { cart: [{ id: burger, cantidad: 2 }] });
    t.app.ctx.now = () => new Date();
    const recent = await placePaidOrder(t, shopper.token, { cart: [{ id: fries, cantidad: 1 }] });
    const desk = (query: string) =>
      api<{ rows: DeskOrder[]; count: number; error?: string }>('GET', `/admin/orders${query}`, { token: admin.token });

    const byName = await desk('?q=luc%C3%ADa%20busc');
    expect(byName.status).toBe(200);
    expect(byName.body.count).toBe(2);
    expect(byName.body.rows.map((r) => r.purchaseId)).toEqual([recent.purchaseId, old.purchaseId]);
    expect((await desk(`?q=${encodeURIComponent(shopper.email.toUpperCase())}`)).body.count).toBe(2);

    const row = byName.body.rows[0]!;
    expect(row).toMatchObject({
      email: shopper.email,
      refundedAmount: 0,
      payment: { id: recent.purchaseId, installments: 1, simulated: true },
    });
    expect(row.timeline.map((e) => e.kind)).toEqual(['created', 'paid']);

    const oldRow = (await api<DeskOrder>('GET', `/admin/orders/${old.purchaseId}`, { token: admin.token })).body;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      new Date(oldRow.createdAt),
    );
    const numbered = await desk(`?q=%23${oldRow.number}&from=${day}&to=${day}`);
    expect(numbered.body.rows.map((r) => r.purchaseId)).toContain(old.purchaseId);
    expect(numbered.body.rows.every((r) => r.number === oldRow.number)).toBe(true);
    expect((await desk(`?q=${oldRow.number}&from=${day}&to=${day}`)).body.rows.map((r) => r.purchaseId)).toContain(
      old.purchaseId,
    );

    expect((await desk('?status=Cancelado')).body.rows.every((r) => r.status === 'Cancelado')).toBe(true);
    expect((await desk('?status=Entregado')).body.rows.every((r) => r.status === 'Entregado')).toBe(true);
    expect((await desk('?page=1')).body.rows.length).toBeLessThanOrEqual(20);

    for (const bad of ['?from=2026-13-01', '?to=ayer', '?from=2026-02-30', '?status=Perdido', '?page=0', '?page=dos']) {
      const res = await desk(bad);
      expect(res.status, bad).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await api('GET', '/admin/orders', { token: employee.token })).status).toBe(403);
    expect((await api('GET', `/admin/orders/${old.purchaseId}`, { token: employee.token })).status).toBe(403);
  });

  it('filters the desk and its CSV by channel and payment method', async () => {
    const taken = await api<Order>('POST', '/staff/orders', {
      token: employee.token,
      body: {
        customer: { name: 'Filtro WhatsApp' },
        channel: 'whatsapp',
        cart: [{ id: burger, cantidad: 1 }],
        payment: { method: 'efectivo' },
      },
    });
    expect(taken.status).toBe(201);
    const web = await paidOrder();
    const desk = (query: string) =>
      api<{ rows: DeskOrder[]; count: number; error?: string }>('GET', `/admin/orders${query}`, { token: admin.token });
    const ids = async (query: string) => (await desk(query)).body.rows.map((row) => row.purchaseId);

    const whatsapp = await desk('?channel=whatsapp');
    expect(whatsapp.body.rows.map((row) => row.purchaseId)).toContain(taken.body.purchaseId);
    expect(whatsapp.body.rows.every((row) => row.channel === 'whatsapp')).toBe(true);
    expect(await ids('?channel=whatsapp')).not.toContain(web.purchaseId);
    expect(await ids('?method=efectivo&channel=whatsapp')).toContain(taken.body.purchaseId);
    expect(await ids('?method=mercadopago')).toContain(web.purchaseId);
    expect(await ids('?method=mercadopago')).not.toContain(taken.body.purchaseId);
    expect(await desk('?channel=fax')).toMatchObject({ status: 400, body: { error: 'Elegí el canal del pedido.' } });
    expect(await desk('?method=cheque')).toMatchObject({ status: 400, body: { error: 'Elegí cómo se paga.' } });

    const csv = await fetch(`${t.baseUrl}/api/admin/orders.csv?channel=whatsapp`, {
      headers: { 'auth-token': admin.token },
    });
    const lines = (await csv.text()).split('\r\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.endsWith(';WhatsApp;Efectivo'))).toBe(true);
  });

  it('exports the paid orders as a CSV a spreadsheet opens, adding up to the dashboard', async () => {
    const { purchaseId } = await paidOrder();
    await refund(purchaseId, { amount: 1234.5, reason: 'Faltó la bebida' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
    const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      new Date(Date.now() - 13 * 86_400_000),
    );

    const res = await fetch(`${t.baseUrl}/api/admin/orders.csv?from=${from}&to=${today}`, {
      headers: { 'auth-token': admin.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFNúmero;Fecha;Cliente;Email;Productos;Subtotal;Descuentos;Total;Devuelto;Estado;Pago;Canal;Medio de pago',
    );

    const records = parse(text, { bom: true, delimiter: ';', columns: true, skip_empty_lines: true }) as Array<
      Record<string, string>
    >;
    const mine = records.find((r) => r.Devuelto === '1234,50');
    expect(mine).toMatchObject({
      Cliente: 'Carla Cliente',
      Email: customer.email,
      Total: '10000,00',
      Subtotal: '10000,00',
      Descuentos: '0,00',
      Estado: 'Pendiente',
      Pago: 'Simulado',
      Canal: 'Web',
      'Medio de pago': 'MercadoPago',
    });
    expect(mine!.Fecha).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(mine!.Productos).toBe('1 x Clásica Devoto, 1 x Papas');

    const pesos = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
    const net = records.reduce((sum, r) => sum + pesos(r.Total!) - pesos(r.Devuelto!), 0);
    const stats = (await api<{ days: Array<{ revenue: number }> }>('GET', '/admin/stats', { token: admin.token })).body;
    const dashboard = stats.days.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0);
    expect(net).toBe(dashboard);
    expect(records.length).toBeGreaterThan(3);

    expect(
      (await fetch(`${t.baseUrl}/api/admin/orders.csv?from=ayer`, { headers: { 'auth-token': admin.token } })).status,
    ).toBe(400);
    expect(
      (await fetch(`${t.baseUrl}/api/admin/orders.csv`, { headers: { 'auth-token': employee.token } })).status,
    ).toBe(403);
  });

  it('logs staff changes with before and after, never a secret, and keeps the log read-only', async () => {
    const res = await api<{ id: number }>('PUT', '/burgers', {
      token: admin.token,
      body: { id: burger, name: 'Clásica Devoto', price: 7900, ingredients: [] },
    });
    expect(res.status).toBe(200);
    const target = await insertUser(t, { role: 'customer', firstName: 'Rolando', lastName: 'Rol' });
    expect(
      (await api('PUT', '/users/', { token: admin.token, body: { id: target.id, role: 'employee' } })).status,
    ).toBe(200);
    expect((await api('DELETE', `/users/${target.id}`, { token: admin.token })).status).toBe(200);
    expect(
      (await api('PUT', `/products/${fries}/stock`, { token: employee.token, body: { inStock: false } })).status,
    ).toBe(200);
    expect((await api('PUT', '/store/paused', { token: employee.token, body: { paused: true } })).status).toBe(200);
    await api('PUT', '/store/paused', { token: employee.token, body: { paused: false } });
    // A customer's own change is not staff activity.
    await api('PUT', `/users/${customer.id}`, {
      token: customer.token,
      body: { firstName: 'Carla', lastName: 'Cliente' },
    });

    const log = await activity();
    const find = (action: string) => log.rows.find((row) => row.action === action);
    expect(find('product.update')).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      target: 'Clásica Devoto',
      before: { price: 7500 },
      after: { price: 7900 },
    });
    expect(find('user.role')).toMatchObject({
      target: 'Rolando Rol',
      before: { role: 'customer' },
      after: { role: 'employee' },
    });
    expect(find('user.deactivate')).toMatchObject({
      target: 'Rolando Rol',
      before: { active: true },
      after: { active: false },
    });
    expect(find('product.stock')).toMatchObject({
      actor: { name: 'Emma Empleada' },
      target: 'Papas',
      before: { inStock: true },
      after: { inStock: false },
    });
    expect(log.rows.filter((row) => row.action === 'store.pause').map((row) => row.after)).toEqual([
      { paused: false },
      { paused: true },
    ]);
    expect(log.rows.some((row) => row.actor.id === customer.id)).toBe(false);
    expect(JSON.stringify(log.rows)).not.toMatch(/password|token|Clave1234/i);
    // Newest first.
    const times = log.rows.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await activity(`?actor=${employee.id}`)).rows.every((row) => row.actor.id === employee.id)).toBe(true);
    expect((await activity('?action=product')).rows.every((row) => row.action.startsWith('product.'))).toBe(true);
    expect((await api('GET', '/admin/activity?actor=yo', { token: admin.token })).status).toBe(400);
    expect((await api('GET', '/admin/activity', { token: employee.token })).status).toBe(403);
    for (const method of ['PUT', 'DELETE', 'POST']) {
      expect((await api(method, '/admin/activity', { token: admin.token, body: {} })).status).toBe(404);
    }
    const stored = await t.app.ctx.db.select().from(activityLog);
    expect(stored.length).toBe(log.count);
  });
});

describe('the activity log of the back office', () => {
  const { t, api } = useTestApp();

  it('records coupons, products, hours, accounts and newsletters with before and after', async () => {
    const { admin, customer } = await insertCast(t);
    const token = admin.token;
    const burger = await insertProduct(t, { type: 'burgers', name: 'Doble Devoto', price: 9000 });
    const coupon = {
      code: 'LOG10',
      title: 'Prueba',
      expirationDate: '2099-12-31',
      discountPorcentage: 10,
      productsId: [burger],
    };
    const created = await api<{ id: number }>('POST', '/coupons', { token, body: coupon });
    expect(created.status).toBe(201);
    expect(
      (await api('PUT', '/coupons', { token, body: { ...coupon, id: created.body.id, discountPorcentage: 15 } }))
        .status,
    ).toBe(201);
    expect((await api('DELETE', `/coupons/${created.body.id}`, { token })).status).toBe(200);
    const fries = await api<{ id: number }>('POST', '/fries', {
      token,
      body: { name: 'Papas Log', price: 3000, size: 'Chico' },
    });
    expect(fries.status).toBe(201);
    expect((await api('DELETE', `/fries/${fries.body.id}`, { token })).status).toBe(200);
    expect((await api('POST', `/fries/${fries.body.id}`, { token })).status).toBe(200);
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '11:00', to: '23:00' }));
    expect((await api('PUT', '/store/hours', { token, body: { hours: week } })).status).toBe(200);
    expect((await api('DELETE', `/users/${customer.id}`, { token })).status).toBe(200);
    expect((await api('POST', `/users/${customer.id}`, { token })).status).toBe(200);
    expect(
      (
        await api('POST', '/newsletter/send', {
          token,
          body: { title: 'Novedades', description: 'Llegó la doble', btnTxt: 'VER MÁS' },
        })
      ).status,
    ).toBe(200);

    const log = (await api<Activity>('GET', '/admin/activity', { token })).body;
    const by = (action: string) => log.rows.filter((row) => row.action === action);
    expect(by('coupon.create')[0]).toMatchObject({
      target: 'LOG10',
      before: null,
      after: { code: 'LOG10', discountPorcentage: 10 },
    });
    expect(by('coupon.update')[0]).toMatchObject({
      target: 'LOG10',
      before: { discountPorcentage: 10 },
      after: { discountPorcentage: 15 },
    });
    expect(by('coupon.delete')[0]).toMatchObject({ target: 'LOG10', before: null, after: null });
    expect(by('product.create')[0]).toMatchObject({ target: 'Papas Log', after: { name: 'Papas Log', price: 3000 } });
    expect(by('product.delete')[0]).toMatchObject({
      target: 'Papas Log',
      before: { active: true },
      after: { active: false },
    });
    expect(by('product.restore')[0]).toMatchObject({
      target: 'Papas Log',
      before: { active: false },
      after: { active: true },
    });
    const hours = (by('store.hours')[0]!.after as { hours: unknown[] }).hours;
    expect(hours).toHaveLength(7);
    expect(hours).toEqual(expect.arrayContaining(week));
    expect(by('user.deactivate')[0]).toMatchObject({ target: 'Carla Cliente' });
    expect(by('user.reactivate')[0]).toMatchObject({
      target: 'Carla Cliente',
      before: { active: false },
      after: { active: true },
    });
    expect(by('newsletter.send')[0]).toMatchObject({
      target: 'Novedades',
      after: { title: 'Novedades', sent: expect.any(Number) },
    });
    expect(log.rows.every((row) => row.actor.name === 'Ada Admin')).toBe(true);
    expect(JSON.stringify(log.rows)).not.toMatch(/unsubscribe|token|password/i);
  });
});

describe('refunds through MercadoPago (stubbed provider)', () => {
  const secret = 'webhook-secret-for-tests';
  const { t, api } = useTestApp({ PAYMENTS: 'mercadopago', MP_ACCESS_TOKEN: 'TEST-0000', MP_WEBHOOK_SECRET: secret });
  const mercadoPago = stubMercadoPago();
  const { remote, refundPayment } = mercadoPago;
  let customer: TestUser;
  let admin: TestUser;
  let employee: TestUser;
  let burger: number;
  let nextId = 9100;

  beforeAll(async () => {
    mercadoPago.install(t);
    ({ customer, admin, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8000 });
  });

  const payment = (
    id: string,
    orderId: number,
    status: ProviderPayment['status'],
    refunds: ProviderPayment['refunds'] = [],
  ): ProviderPayment => ({
    id,
    status,
    orderId,
    installments: 1,
    transactionAmountCents: 800_000,
    installmentAmountCents: 800_000,
    totalPaidCents: 800_000,
    raw: { id, status },
    refunds,
  });

  const notify = (dataId: string) => {
    const requestId = `req-${dataId}-${Math.random()}`;
    const ts = String(Math.floor(Date.now() / 1000));
    const hash = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
    return api('POST', `/pay/mercadopago/webhook?data.id=${dataId}&type=payment`, {
      headers: { 'x-signature': `ts=${ts},v1=${hash}`, 'x-request-id': requestId },
      body: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
    });
  };

  /** An order paid through MercadoPago, as its approval notification leaves it. */
  async function paidThroughMercadoPago(): Promise<{ id: string; orderId: number }> {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const id = String(nextId++);
    remote.set(id, payment(id, placed.orderId, 'approved'));
    expect((await notify(id)).status).toBe(200);
    return { id, orderId: placed.orderId };
  }

  const order = async (id: string) => (await api<Order>('GET', `/orders/${id}`, { token: admin.token })).body;
  const refund = (id: string, body: unknown) =>
    api<Order & { error?: string }>('POST', `/admin/orders/${id}/refunds`, { token: admin.token, body });

  it('asks MercadoPago for the refund with an idempotency key, and records it once it answered', async () => {
    const { id } = await paidThroughMercadoPago();
    refundPayment.mockClear();
    const res = await refund(id, { amount: 3000, reason: 'Faltó el cheddar' });
    expect(res).toMatchObject({
      status: 201,
      body: { refundedAmount: 3000, refunds: [{ amount: 3000, by: 'Ada Admin' }] },
    });
    expect(refundPayment).toHaveBeenCalledTimes(1);
    const [request] = refundPayment.mock.calls[0]!;
    expect(request).toMatchObject({
      paymentId: id,
      amountCents: 300_000,
      idempotencyKey: expect.stringMatching(/^refund-[0-9a-f]{40}$/),
    });

    // The same request again (a double click): the refund with that key is on record; nothing is paid twice.
    const again = await refund(id, { amount: 3000, reason: 'Faltó el cheddar' });
    expect(again.status).toBe(201);
    expect(refundPayment).toHaveBeenCalledTimes(1);
    expect((await order(id)).refundedAmount).toBe(3000);
  });

  it('answers 502 and records nothing when MercadoPago fails', async () => {
    const { id } = await paidThroughMercadoPago();
    refundPayment.mockRejectedValueOnce(new Error('MercadoPago is down'));
    const before = (await api<Activity>('GET', '/admin/activity?action=order.refund', { token: admin.token })).body
      .count;
    expect(await refund(id, { reason: 'Sin pan' })).toMatchObject({
      status: 502,
      body: { error: 'MercadoPago no pudo hacer la devolución. Probá de nuevo en unos minutos.' },
    });
    expect(await order(id)).toMatchObject({ status: 'Pendiente', refundedAmount: 0, refunds: [] });
    expect((await api<Activity>('GET', '/admin/activity?action=order.refund', { token: admin.token })).body.count).toBe(
      before,
    );
    // Kitchen still has it.
    const kitchen = (await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token })).body;
    expect(kitchen.map((o) => o.purchaseId)).toContain(id);
  });

  it('counts a desk refund once when MercadoPago also reports it by webhook', async () => {
    const { id, orderId } = await paidThroughMercadoPago();
    const res = await refund(id, { amount: 2000, reason: 'Demora' });
    expect(res.status).toBe(201);
    const made = await refundPayment.mock.results.at(-1)!.value;
    remote.set(id, payment(id, orderId, 'approved', [{ id: made.id, amountCents: 200_000, createdAt: new Date() }]));
    expect((await notify(id)).status).toBe(200);
    expect((await notify(id)).status).toBe(200);
    expect(await order(id)).toMatchObject({
      refundedAmount: 2000,
      refunds: [{ amount: 2000, by: 'Ada Admin', reason: 'Demora' }],
    });
  });

  it("records a refund made in MercadoPago's panel once, by MercadoPago, and counts it against the desk", async () => {
    const { id, orderId } = await paidThroughMercadoPago();
    const panel = { id: `panel-${id}`, amountCents: 500_000, createdAt: new Date() };
    remote.set(id, payment(id, orderId, 'approved', [panel]));
    expect((await notify(id)).status).toBe(200);
    expect((await notify(id)).status).toBe(200);
    expect(await order(id)).toMatchObject({
      status: 'Pendiente',
      refundedAmount: 5000,
      refunds: [{ amount: 5000, by: 'MercadoPago' }],
    });
    expect(await refund(id, { amount: 3000.01, reason: 'Más' })).toMatchObject({
      status: 400,
      body: { error: 'El monto supera lo que queda por devolver ($ 3.000).' },
    });

    // Then the rest, refunded in the panel too: the payment is reported refunded and the order cancelled.
    const rest = { id: `panel-${id}-2`, amountCents: 300_000, createdAt: new Date() };
    remote.set(id, payment(id, orderId, 'rejected', [panel, rest]));
    expect((await notify(id)).status).toBe(200);
    expect(await order(id)).toMatchObject({ status: 'Cancelado', refundedAmount: 8000 });
    expect((await order(id)).refunds).toHaveLength(2);
    const log = (await api<Activity>('GET', '/admin/activity?action=order.refund', { token: admin.token })).body;
    expect(log.rows.filter((row) => row.actor.name === 'MercadoPago').length).toBeGreaterThanOrEqual(2);
  });
});
