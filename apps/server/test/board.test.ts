import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { dataOf, openEvents } from './support/sse';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface Board {
  orders: Array<{ number: number; status: string }>;
}

describe('the pickup board', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });

  const order = () => placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }], note: 'sin cebolla' });
  const numberOf = async (orderId: number) =>
    (await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.number!;
  const markReady = (purchaseId: string) =>
    api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });

  it('shows anyone the numbers in preparation and the ready ones, newest ready first, and nothing else about them', async () => {
    const first = await order();
    const second = await order();
    const third = await order();
    await markReady(second.purchaseId);
    await markReady(third.purchaseId);
    const res = await api<Board>('GET', '/board');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [n1, n2, n3] = await Promise.all([first, second, third].map((placed) => numberOf(placed.orderId)));
    expect(res.body.orders.filter((row) => row.status === 'Pendiente').map((row) => row.number)).toContain(n1);
    const ready = res.body.orders.filter((row) => row.status === 'Listo').map((row) => row.number);
    expect(ready.indexOf(n3)).toBeLessThan(ready.indexOf(n2));
    for (const row of res.body.orders) expect(Object.keys(row).sort()).toEqual(['number', 'status']);
    expect(JSON.stringify(res.body)).not.toMatch(/Carla|cebolla|Clásica|8500|purchase/);
  });

  it('drops a ready number 30 minutes after Listo, and a refunded order at once', async () => {
    const old = await order();
    const refunded = await order();
    await markReady(old.purchaseId);
    await t.app.ctx.db
      .update(orders)
      .set({ readyAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, old.orderId));
    await t.app.ctx.db.update(orders).set({ refundedAt: new Date() }).where(eq(orders.id, refunded.orderId));
    const numbers = (await api<Board>('GET', '/board')).body.orders.map((row) => row.number);
    expect(numbers).not.toContain(await numberOf(old.orderId));
    expect(numbers).not.toContain(await numberOf(refunded.orderId));
  });

  it('streams only numbers and states to anyone, live', async () => {
    const placed = await order();
    const events = await openEvents(`${t.baseUrl}/api/board/events`);
    try {
      expect(events.response.status).toBe(200);
      expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await events.next((block) => block.includes(': conectado'), 2000);
      await markReady(placed.purchaseId);
      const block = await events.next((b) => b.startsWith('event: board'), 2000);
      expect(dataOf(block)).toEqual({ number: await numberOf(placed.orderId), status: 'Listo' });
      const next = await order();
      const paid = await events.next((b) => b.startsWith('event: board'), 2000);
      expect(dataOf(paid)).toEqual({ number: await numberOf(next.orderId), status: 'Pendiente' });
    } finally {
      events.close();
    }
  });
});
