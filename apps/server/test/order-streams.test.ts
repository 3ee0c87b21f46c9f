import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { dataOf, openEvents } from './support/sse';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

const isOrderEvent = (block: string) => block.startsWith('event: order');

describe('order streams', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let otherCustomer: TestUser;
  let employee: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, otherCustomer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });

  const streamUrl = (path: string, token?: string) =>
    `${t.baseUrl}/api${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const markReady = (purchaseId: string) =>
    api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });

  describe("a customer's own order", () => {
    it("tells its buyer when the kitchen marks it Listo, and nothing about other people's orders", async () => {
      const mine = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
      const theirs = await placePaidOrder(t, otherCustomer.token, { cart: [{ id: burger, cantidad: 1 }] });
      const events = await openEvents(streamUrl(`/orders/${mine.purchaseId}/events`, customer.token));
      try {
        expect(events.response.status).toBe(200);
        await events.next((block) => block.includes(': conectado'), 2000);
        await markReady(theirs.purchaseId);
        await markReady(mine.purchaseId);
        const block = await events.next(isOrderEvent, 2000);
        // The first event this stream carries is its own order's, though the other one was marked first.
        expect(dataOf(block)).toEqual({ purchaseId: mine.purchaseId, status: 'Listo' });
      } finally {
        events.close();
      }
    });

    it('is for its buyer only: a visitor gets 401, another customer or the staff 403', async () => {
      const { purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
      const path = `/orders/${purchaseId}/events`;
      const visitor = await fetch(streamUrl(path));
      expect(visitor.status).toBe(401);
      expect(await visitor.json()).toMatchObject({ error: expect.any(String) });
      const other = await fetch(streamUrl(path, otherCustomer.token));
      expect(other.status).toBe(403);
      expect(await other.json()).toMatchObject({ error: 'No tenés permiso para realizar esta acción' });
      expect((await fetch(streamUrl(path, employee.token))).status).toBe(403);
      const unknown = await fetch(streamUrl('/orders/no-such-order/events', customer.token));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'Compra no encontrada' });
    });
  });

  describe('re-checking the user on every event', () => {
    it('ends a kitchen stream at the next event once its user is deactivated', async () => {
      const cook = await insertUser(t, { role: 'employee', firstName: 'Pía' });
      const events = await openEvents(streamUrl('/orders/events', cook.token));
      await events.next((block) => block.includes(': conectado'), 2000);
      await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, cook.id));
      await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
      await expect(events.next(isOrderEvent, 2000)).rejects.toThrow('stream ended');
    });

    it('ends a kitchen stream at the next event once its user is no longer staff', async () => {
      const cook = await insertUser(t, { role: 'employee', firstName: 'Leo' });
      const events = await openEvents(streamUrl('/orders/events', cook.token));
      await events.next((block) => block.includes(': conectado'), 2000);
      await t.app.ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, cook.id));
      await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
      await expect(events.next(isOrderEvent, 2000)).rejects.toThrow('stream ended');
    });

    it('keeps the kitchen connected through a database error while re-checking', async () => {
      const events = await openEvents(streamUrl('/orders/events', employee.token));
      const guards = t.app.ctx.guards;
      const loadUser = guards.loadUser;
      try {
        await events.next((block) => block.includes(': conectado'), 2000);
        guards.loadUser = () => Promise.reject(new Error('connection terminated unexpectedly'));
        await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
        // The event whose check failed is held back, but the stream is not dropped ...
        await expect(events.next(isOrderEvent, 500)).rejects.toThrow('no matching event');
        guards.loadUser = loadUser;
        // ... so the next order reaches the same screen.
        const { purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
        expect(dataOf(await events.next(isOrderEvent, 2000))).toEqual({ purchaseId, status: 'Pendiente' });
      } finally {
        guards.loadUser = loadUser;
        events.close();
      }
    });
  });
});
