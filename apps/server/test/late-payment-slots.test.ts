import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@burgers/domain/types';
import { sentMail } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

/** Lunch and dinner Monday to Saturday; Buenos Aires is UTC-3 (2026-11-23 is a Monday). */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, from: '11:00', to: '15:00' },
  { day, from: '19:00', to: '23:00' },
]);
const MONDAY_1155 = new Date('2026-11-23T14:55:00Z');
const MINUTE = 60_000;

/**
 * A slot's hold lasts 15 minutes but a payment may come up to 30 after checkout: one approved
 * after its hold expired never overbooks its slot. It moves to a later slot with room (the
 * customer is told the new time) or, with none left that day, is flagged `Turno excedido`.
 */
describe('payments approved after their hold expired', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;

  const setClock = (instant: Date) => {
    t.app.ctx.now = () => instant;
  };
  const pay = (pickupAt: string, token: string) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token,
      body: { cart: [{ id: burger, cantidad: 1 }], pickupAt },
    });
  const kitchenCard = async (purchaseId: string) =>
    (await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token })).body.find(
      (order) => order.purchaseId === purchaseId,
    );

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } })).status).toBe(200);
    const settings = { prepMinutes: 20, slotCapacity: 1, scheduleDaysAhead: 1 };
    expect((await api('PUT', '/store/settings', { token: admin.token, body: settings })).status).toBe(200);
  });
  afterEach(() => {
    t.app.ctx.now = () => new Date();
  });

  /** A checkout at `slot`, left unpaid past its hold while another customer pays for the slot. */
  async function lateOver(slot: string): Promise<string> {
    setClock(MONDAY_1155);
    const late = await pay(slot, customer.token);
    expect(late.status).toBe(201);
    setClock(new Date(MONDAY_1155.getTime() + 16 * MINUTE));
    const rival = await insertUser(t, { role: 'customer', firstName: 'Rita' });
    const taken = await pay(slot, rival.token);
    expect(taken.status).toBe(201);
    expect((await payInSandbox(t, taken.body.id!)).status).toBe(201);
    setClock(new Date(MONDAY_1155.getTime() + 25 * MINUTE));
    const paid = await payInSandbox(t, late.body.id!);
    expect(paid.status).toBe(201);
    return paid.body.payment_id;
  }

  it('moves the late payment to the next slot with room and tells the customer the new time', async () => {
    const purchaseId = await lateOver('2026-11-23T13:00:00-03:00');
    const order = await api<Order>('GET', `/orders/${purchaseId}`, { token: customer.token });
    expect(order.body).toMatchObject({
      pickupAt: '2026-11-23T13:15:00-03:00',
      promisedAt: '2026-11-23T13:15:00-03:00',
    });
    const [receipt] = await t.app.ctx.db
      .select()
      .from(sentMail)
      .where(eq(sentMail.to, customer.email))
      .orderBy(desc(sentMail.id))
      .limit(1);
    expect(receipt!.subject).toMatch(/^Recibimos tu pedido/);
    expect(receipt!.text).toContain('Tu pedido estará listo a las 13:15.');
    expect((await kitchenCard(purchaseId))?.flags).toBeUndefined();
  });

  it('flags it Turno excedido on the kitchen card and the desk when no slot with room is left that day', async () => {
    const purchaseId = await lateOver('2026-11-23T22:45:00-03:00');
    expect((await kitchenCard(purchaseId))?.flags).toEqual(['Turno excedido']);
    const desk = await api<Order>('GET', `/orders/${purchaseId}`, { token: admin.token });
    expect(desk.body).toMatchObject({ promisedAt: '2026-11-23T22:45:00-03:00', flags: ['Turno excedido'] });
  });
});
