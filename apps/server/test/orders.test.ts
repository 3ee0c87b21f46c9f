import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@burgers/domain/types';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, orderRow, payInSandbox, placePaidOrder } from './support/order-fixtures';
import { dataOf, openEvents } from './support/sse';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

describe('orders', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let otherCustomer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  let cola: number;

  beforeAll(async () => {
    ({ customer, otherCustomer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
  });

  it('lists paid orders for the staff only, oldest payment first, in SPEC shape', async () => {
    const first = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 2 }], note: 'Bien cocida' });
    const second = await checkout(t, otherCustomer.token, { cart: [{ id: cola, cantidad: 1 }] });
    // Paid in the opposite order to the checkouts: the kitchen goes by payment.
    const secondPaid = await payInSandbox(t, second.preferenceId);
    const firstPaid = await payInSandbox(t, first.preferenceId);
    const unpaid = await checkout(t, customer.token, { cart: [{ id: cola, cantidad: 3 }] });

    expect((await api('GET', '/orders')).status).toBe(401);
    expect((await api('GET', '/orders', { token: customer.token })).status).toBe(403);
    expect((await api('GET', '/orders?status=Pendiente', { token: admin.token })).status).toBe(200);
    const res = await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((order) => order.purchaseId);
    expect(ids.indexOf(secondPaid.body.payment_id)).toBeLessThan(ids.indexOf(firstPaid.body.payment_id));
    expect(ids).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toContain(unpaid.preferenceId);

    const order = res.body.find((o) => o.purchaseId === firstPaid.body.payment_id)!;
    expect(order).toEqual({
      purchaseId: firstPaid.body.payment_id,
      number: expect.any(Number),
      status: 'Pendiente',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readyAt: null,
      // As soon as possible: the first slot with room, written with the store's offset.
      pickupAt: null,
      promisedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00-03:00$/),
      refundedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      noShowAt: null,
      refundedAmount: 0,
      refunds: [],
      employee: null,
      customer: [{ firstName: 'Carla', lastName: 'Cliente' }],
      review: false,
      simulated: true,
      // A web order paid online: no staff member entered it, nothing is owed.
      channel: 'web',
      createdBy: null,
      payment: { method: 'mercadopago', status: 'pagado', payWith: null, change: null },
      data: {
        transaction_amount: 17000,
        additional_info: { items: [{ id: String(burger), title: 'Clásica', quantity: 2, unit_price: 8500 }] },
        metadata: { note: 'Bien cocida' },
      },
      lines: [
        {
          id: String(burger),
          title: 'Clásica',
          quantity: 2,
          unit_price: 8500,
          base: null,
          ingredients: [],
          options: [],
          note: '',
        },
      ],
      discounts: [],
    });

    expect(await api('GET', '/orders?status=Entregado', { token: employee.token })).toMatchObject({
      status: 400,
      body: { error: 'El estado debe ser Pendiente o Listo' },
    });
  });

  it('marks an order ready with the employee from the token, once', async () => {
    const { purchaseId, orderId } = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const path = `/orders/${purchaseId}`;
    expect((await api('PUT', path, { body: { status: 'Listo' } })).status).toBe(401);
    expect((await api('PUT', path, { token: customer.token, body: { status: 'Listo' } })).status).toBe(403);
    expect(await api('PUT', path, { token: employee.token, body: { status: 'Pendiente' } })).toMatchObject({
      status: 400,
      body: { error: 'El pedido sólo puede marcarse como Listo' },
    });

    const res = await api<Order>('PUT', path, {
      token: employee.token,
      body: { status: 'Listo', employee: 'Alguien Más' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ purchaseId, status: 'Listo', employee: 'Emma Empleada' });
    const row = await orderRow(t, orderId);
    expect(row.readyAt).toBeInstanceOf(Date);
    expect(row.employeeId).toBe(employee.id);

    expect(await api('PUT', path, { token: admin.token, body: { status: 'Listo' } })).toMatchObject({
      status: 409,
      body: { error: 'El pedido ya no está pendiente' },
    });
    expect((await api<Order>('GET', path, { token: customer.token })).body.employee).toBe('Emma Empleada');
    expect(await api('PUT', '/orders/000000', { token: employee.token, body: { status: 'Listo' } })).toMatchObject({
      status: 404,
      body: { error: 'Compra no encontrada' },
    });
  });

  it('shows one order to its customer and the staff only', async () => {
    const { purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: cola, cantidad: 1 }] });
    const path = `/orders/${purchaseId}`;
    expect((await api('GET', path)).status).toBe(401);
    expect(await api<Order>('GET', path, { token: customer.token })).toMatchObject({
      status: 200,
      body: { purchaseId },
    });
    expect((await api('GET', path, { token: employee.token })).status).toBe(200);
    expect((await api('GET', path, { token: otherCustomer.token })).status).toBe(403);
    expect((await api('GET', '/orders/no-such-order', { token: employee.token })).status).toBe(404);
  });

  it("lists a customer's own paid orders, newest first", async () => {
    const buyer = await insertUser(t, { role: 'customer', firstName: 'Bruno', lastName: 'Comprador' });
    const older = await placePaidOrder(t, buyer.token, { cart: [{ id: cola, cantidad: 1 }] });
    const newer = await placePaidOrder(t, buyer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await checkout(t, buyer.token, { cart: [{ id: burger, cantidad: 5 }] });

    const res = await api<Order[]>('GET', `/users/${buyer.id}/orders`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.map((order) => order.purchaseId)).toEqual([newer.purchaseId, older.purchaseId]);
    expect((await api('GET', `/users/${buyer.id}/orders`, { token: customer.token })).status).toBe(403);
    expect((await api('GET', `/users/${buyer.id}/orders`, { token: admin.token })).status).toBe(403);
    expect((await api('GET', `/users/${buyer.id}/orders`)).status).toBe(401);
  });

  it('sets the review flag for the owner only, idempotently', async () => {
    const { purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: cola, cantidad: 1 }] });
    const path = `/orders/reviews/${purchaseId}`;
    expect((await api('PUT', path, { token: otherCustomer.token, body: { review: true } })).status).toBe(403);
    expect((await api('PUT', path, { token: employee.token, body: { review: true } })).status).toBe(403);
    expect((await api('PUT', path, { token: customer.token, body: { review: false } })).status).toBe(400);
    for (let i = 0; i < 2; i += 1) {
      expect(await api<Order>('PUT', path, { token: customer.token, body: { review: true } })).toMatchObject({
        status: 200,
        body: { purchaseId, review: true },
      });
    }
    expect((await api<Order>('GET', `/orders/${purchaseId}`, { token: customer.token })).body.review).toBe(true);
  });

  describe('live events', () => {
    it('streams a paid order to the kitchen within 2 seconds, then its ready state', async () => {
      const events = await openEvents(`${t.baseUrl}/api/orders/events?token=${encodeURIComponent(employee.token)}`);
      try {
        expect(events.response.status).toBe(200);
        expect(events.response.headers.get('content-type')).toContain('text/event-stream');
        await events.next((block) => block.includes(': conectado'), 2000);

        const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
        const paid = await payInSandbox(t, placed.preferenceId);
        const paidEvent = await events.next((block) => block.startsWith('event: order'), 2000);
        expect(dataOf(paidEvent)).toEqual({ purchaseId: paid.body.payment_id, status: 'Pendiente' });

        await api('PUT', `/orders/${paid.body.payment_id}`, { token: employee.token, body: { status: 'Listo' } });
        const readyEvent = await events.next((block) => block.startsWith('event: order'), 2000);
        expect(dataOf(readyEvent)).toEqual({ purchaseId: paid.body.payment_id, status: 'Listo' });
      } finally {
        events.close();
      }
    });

    it('accepts the token in the auth-token header too, and fans out to every open stream', async () => {
      const byHeader = await openEvents(`${t.baseUrl}/api/orders/events`, { 'auth-token': admin.token });
      const byQuery = await openEvents(`${t.baseUrl}/api/orders/events?token=${encodeURIComponent(employee.token)}`);
      try {
        await byHeader.next((block) => block.includes(': conectado'), 2000);
        await byQuery.next((block) => block.includes(': conectado'), 2000);
        const { purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: cola, cantidad: 1 }] });
        for (const stream of [byHeader, byQuery]) {
          const block = await stream.next((b) => b.startsWith('event: order'), 2000);
          expect(dataOf(block)).toEqual({ purchaseId, status: 'Pendiente' });
        }
      } finally {
        byHeader.close();
        byQuery.close();
      }
    });

    it('is for the staff only', async () => {
      const anonymous = await fetch(`${t.baseUrl}/api/orders/events`);
      expect(anonymous.status).toBe(401);
      const asCustomer = await fetch(`${t.baseUrl}/api/orders/events?token=${encodeURIComponent(customer.token)}`);
      expect(asCustomer.status).toBe(403);
      expect(await asCustomer.json()).toMatchObject({ error: 'No tenés permiso para realizar esta acción' });
      const badToken = await fetch(`${t.baseUrl}/api/orders/events?token=nope`);
      expect(badToken.status).toBe(401);
    });
  });
});
