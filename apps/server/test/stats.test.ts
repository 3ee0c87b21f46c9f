import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { insertOrder, type OrderSpec } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface Stats {
  today: { orders: number; revenue: number; averageTicket: number };
  waitingNow: number;
  days: Array<{ date: string; orders: number; revenue: number }>;
  topProducts: Array<{ productId: number | null; name: string; quantity: number; revenue: number }>;
  averageMinutesToReady: number | null;
  byChannel: Array<{ channel: string; orders: number; revenue: number }>;
  byMethod: Array<{ method: string; orders: number; revenue: number }>;
}

/** Monday 2026-11-23, 12:00 in Buenos Aires (UTC-3). */
const NOW = new Date('2026-11-23T15:00:00Z');

describe('dashboard: GET /admin/stats', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    ({ admin, customer } = await insertCast(t));
    t.app.ctx.now = () => NOW;
    const classic = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8000 });
    const cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 2000 });
    const fries = await insertProduct(t, { type: 'fries', name: 'Papas', price: 3000 });
    const add = (spec: OrderSpec) => insertOrder(t, customer.id, spec);

    // Today at the store: two paid orders, one still waiting (taken by phone, paid in cash).
    const phoned = await add({
      status: 'Pendiente',
      paidAt: '2026-11-23T13:00:00Z',
      lines: [
        { productId: classic, quantity: 1, unit: 8000 },
        { productId: cola, quantity: 1, unit: 2000 },
      ],
    });
    await add({
      status: 'Listo',
      paidAt: '2026-11-23T04:00:00Z',
      readyAt: '2026-11-23T04:20:00Z',
      lines: [{ productId: classic, quantity: 2, unit: 8000, discount: 1000 }],
    });
    // Sunday 23:30 at the store, although Monday in UTC: yesterday.
    await add({
      status: 'Listo',
      paidAt: '2026-11-23T02:30:00Z',
      readyAt: '2026-11-23T03:10:00Z',
      lines: [{ productId: fries, quantity: 3, unit: 3000 }],
    });
    // Refunded today, rejected, and never paid: none of them counts.
    await add({
      status: 'refunded',
      paidAt: '2026-11-23T14:00:00Z',
      readyAt: '2026-11-23T14:05:00Z',
      lines: [{ productId: cola, quantity: 50, unit: 2000 }],
    });
    await add({ status: 'rejected', paidAt: null, lines: [{ productId: cola, quantity: 40, unit: 2000 }] });
    await add({ status: 'awaiting_payment', paidAt: null, lines: [{ productId: cola, quantity: 30, unit: 2000 }] });
    // Thirteen days ago (the chart's first day) and forty days ago (outside every window).
    await add({
      status: 'Listo',
      paidAt: '2026-11-10T20:00:00Z',
      readyAt: '2026-11-10T20:30:00Z',
      lines: [{ productId: null, quantity: 1, unit: 12000 }],
    });
    await t.app.ctx.db
      .update(orders)
      .set({ channel: 'telefono', paymentMethod: 'efectivo' })
      .where(eq(orders.id, phoned.id));
    await add({
      status: 'Listo',
      paidAt: '2026-10-14T20:00:00Z',
      readyAt: '2026-10-14T22:00:00Z',
      lines: [{ productId: cola, quantity: 99, unit: 2000 }],
    });
  });

  it("adds up today's paid orders in the store's zone, refunds excluded", async () => {
    const res = await api<Stats>('GET', '/admin/stats', { token: admin.token });
    expect(res.status).toBe(200);
    // 10000 + (16000 - 1000)
    expect(res.body.today).toEqual({ orders: 2, revenue: 25000, averageTicket: 12500 });
    expect(res.body.waitingNow).toBe(1);
  });

  it('lists the last 14 store days, today last, with zeros on days without sales', async () => {
    const { days } = (await api<Stats>('GET', '/admin/stats', { token: admin.token })).body;
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-11-10', orders: 1, revenue: 12000 });
    expect(days[12]).toEqual({ date: '2026-11-22', orders: 1, revenue: 9000 });
    expect(days[13]).toEqual({ date: '2026-11-23', orders: 2, revenue: 25000 });
    expect(days[5]).toEqual({ date: '2026-11-15', orders: 0, revenue: 0 });
  });

  it('ranks the top products of 30 days by units and averages the minutes from payment to Listo', async () => {
    const body = (await api<Stats>('GET', '/admin/stats', { token: admin.token })).body;
    expect(body.topProducts.map((product) => [product.name, product.quantity, product.revenue])).toEqual([
      ['Clásica', 3, 23000],
      ['Papas', 3, 9000],
      // Equal units: the one that brought more money first.
      ['Burger armada', 1, 12000],
      ['Cola', 1, 2000],
    ]);
    // 20, 40 and 30 minutes; the refunded and the older order do not count.
    expect(body.averageMinutesToReady).toBe(30);
  });

  it('breaks the 14 days down by channel and by payment method, every one listed', async () => {
    const body = (await api<Stats>('GET', '/admin/stats', { token: admin.token })).body;
    // Four paid orders in the 14 days (10000 + 15000 + 9000 + 12000); the 10000 one by phone in cash.
    expect(body.byChannel).toEqual([
      { channel: 'web', orders: 3, revenue: 36000 },
      { channel: 'telefono', orders: 1, revenue: 10000 },
      { channel: 'whatsapp', orders: 0, revenue: 0 },
      { channel: 'mostrador', orders: 0, revenue: 0 },
    ]);
    expect(body.byMethod).toEqual([
      { method: 'mercadopago', orders: 3, revenue: 36000 },
      { method: 'efectivo', orders: 1, revenue: 10000 },
      { method: 'qr', orders: 0, revenue: 0 },
      { method: 'link', orders: 0, revenue: 0 },
    ]);
  });

  it('is for admins only', async () => {
    expect((await api('GET', '/admin/stats', { token: customer.token })).status).toBe(403);
    expect((await api('GET', '/admin/stats')).status).toBe(401);
  });
});
