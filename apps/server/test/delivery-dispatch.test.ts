import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { followupJobs, riderPositions, sentMail } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, payInSandbox } from './support/order-fixtures';
import { dataOf, openEvents } from './support/sse';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));
const STORE = { lat: -34.6035, lng: -58.5115 };
const ring = (half: number): Array<[number, number]> => [
  [STORE.lng - half, STORE.lat - half],
  [STORE.lng + half, STORE.lat - half],
  [STORE.lng + half, STORE.lat + half],
  [STORE.lng - half, STORE.lat + half],
  [STORE.lng - half, STORE.lat - half],
];
const ZONES = [
  {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring(0.02)] },
    properties: { name: 'Devoto', fee: 1500, minimum: 0, extraMinutes: 15 },
  },
];
const ADDRESS = { street: 'Av. Francisco Beiró 5100', note: 'Timbre B', phone: '11 5555-1234', ...STORE };

interface OrderBody {
  status: string;
  number: number | null;
  error?: string;
  delivery: {
    rider: { id: number; firstName: string } | null;
    position: { lat: number; lng: number } | null;
    windowText: string;
  } | null;
}

describe('delivery to the door: En camino, the rider, Entregado', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let rider: TestUser;
  let burger: number;

  const put = (purchaseId: string, body: Record<string, unknown>, token = employee.token) =>
    api<OrderBody>('PUT', `/orders/${purchaseId}`, { token, body });
  const paidOrder = async (body: Record<string, unknown>): Promise<string> => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }], ...body });
    const paid = await payInSandbox(t, placed.preferenceId);
    return paid.body.payment_id;
  };

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    rider = await insertUser(t, { role: 'employee', firstName: 'Rodrigo', lastName: 'Repartidor' });
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } })).status).toBe(200);
    expect((await api('PUT', '/admin/delivery/zones', { token: admin.token, body: ZONES })).status).toBe(200);
  });

  it('moves a delivery order Listo -> En camino -> Entregado, live on the tracker, and deletes the positions', async () => {
    const purchaseId = await paidOrder({ fulfillment: 'envio', address: ADDRESS });
    // Not before it is ready.
    expect((await put(purchaseId, { status: 'En camino', riderId: rider.id })).status).toBe(409);
    const ready = await put(purchaseId, { status: 'Listo' });
    expect(ready.status).toBe(200);
    // The pickup board calls customers to the counter: a delivery order is not on it.
    const board = await api<{ orders: Array<{ number: number }> }>('GET', '/board');
    expect(board.body.orders.map((entry) => entry.number)).not.toContain(ready.body.number);
    // Not delivered before it left.
    const early = await put(purchaseId, { status: 'Entregado' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Un pedido con envío se entrega después de salir En camino.');
    // A customer is no rider.
    expect((await put(purchaseId, { status: 'En camino', riderId: customer.id })).status).toBe(400);

    const stream = await openEvents(`${t.baseUrl}/api/orders/${purchaseId}/events?token=${customer.token}`);
    try {
      await stream.next((block) => block.includes(': conectado'), 5000);
      const left = await put(purchaseId, { status: 'En camino', riderId: rider.id });
      expect(left.status).toBe(200);
      expect(left.body.status).toBe('En camino');
      const event = await stream.next((block) => block.includes('En camino'), 5000);
      expect(dataOf(event)).toMatchObject({ purchaseId, status: 'En camino' });
    } finally {
      stream.close();
    }
    const seen = await api<OrderBody>('GET', `/orders/${purchaseId}`, { token: customer.token });
    expect(seen.body.status).toBe('En camino');
    expect(seen.body.delivery?.rider).toEqual({ id: rider.id, firstName: 'Rodrigo' });
    // Twice is a 409: it already left.
    expect((await put(purchaseId, { status: 'En camino', riderId: rider.id })).status).toBe(409);

    // The rider's list, and the position only the rider shares, at most every 30 s.
    const mine = await api<Array<{ purchaseId: string }>>('GET', '/delivery/rider/orders', { token: rider.token });
    expect(mine.body.map((order) => order.purchaseId)).toEqual([purchaseId]);
    const here = { lat: STORE.lat + 0.001, lng: STORE.lng };
    expect((await api('PUT', `/orders/${purchaseId}/position`, { token: employee.token, body: here })).status).toBe(
      403,
    );
    expect((await api('PUT', `/orders/${purchaseId}/position`, { token: rider.token, body: here })).status).toBe(204);
    const tooSoon = await api<{ error: string }>('PUT', `/orders/${purchaseId}/position`, {
      token: rider.token,
      body: here,
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toBe('La ubicación se comparte como mucho cada 30 segundos.');
    const tracked = await api<OrderBody>('GET', `/orders/${purchaseId}`, { token: customer.token });
    expect(tracked.body.delivery?.position).toMatchObject(here);

    const done = await put(purchaseId, { status: 'Entregado' }, rider.token);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('Entregado');
    expect(done.body.delivery?.position).toBeNull();
    // Brought to the door: the review request is scheduled an hour later, as for a pickup.
    const reviews = await t.app.ctx.db.select().from(followupJobs).where(eq(followupJobs.userId, customer.id));
    expect(reviews).toMatchObject([{ kind: 'review', status: 'pending' }]);
    // And its points are credited on what was paid for products, not the fee ($ 8.500: 85 points).
    const points = await api<{ balance: number }>('GET', `/users/${customer.id}/points`, { token: customer.token });
    expect(points.body.balance).toBe(85);
    expect(await t.app.ctx.db.select().from(riderPositions).where(eq(riderPositions.riderId, rider.id))).toEqual([]);
    expect((await put(purchaseId, { status: 'Entregado' })).status).toBe(409);
    expect((await api('PUT', `/orders/${purchaseId}/position`, { token: rider.token, body: here })).status).toBe(409);
    await expect
      .poll(async () => (await t.app.ctx.db.select().from(sentMail)).map((row) => row.subject))
      .toContainEqual(expect.stringMatching(/^Tu pedido #\d+ está en camino$/));
  });

  it('never puts a pickup order En camino, and still hands it over from Listo', async () => {
    const purchaseId = await paidOrder({});
    expect((await put(purchaseId, { status: 'Listo' })).status).toBe(200);
    const refused = await put(purchaseId, { status: 'En camino', riderId: rider.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Sólo un pedido con envío listo puede salir En camino.');
    expect((await put(purchaseId, { status: 'Entregado' })).status).toBe(200);
  });

  it('lets staff assign a ready delivery order to a rider, who sees it first on their page', async () => {
    const first = await paidOrder({ fulfillment: 'envio', address: ADDRESS });
    const second = await paidOrder({ fulfillment: 'envio', address: ADDRESS });
    for (const purchaseId of [second, first]) expect((await put(purchaseId, { status: 'Listo' })).status).toBe(200);
    for (const purchaseId of [second, first]) {
      const res = await api('PUT', `/orders/${purchaseId}/rider`, {
        token: employee.token,
        body: { riderId: rider.id },
      });
      expect(res.status).toBe(200);
    }
    const mine = await api<Array<{ purchaseId: string }>>('GET', '/delivery/rider/orders', { token: rider.token });
    expect(mine.body.map((order) => order.purchaseId)).toEqual([second, first]);
    // The rider takes it out without naming themselves again.
    const left = await put(second, { status: 'En camino' }, rider.token);
    expect(left.body.delivery?.rider?.firstName).toBe('Rodrigo');
  });
});
