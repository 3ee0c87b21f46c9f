import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));
const STORE = { lat: -34.6035, lng: -58.5115 };
const half = 0.02;
const ZONES = [
  {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [STORE.lng - half, STORE.lat - half],
          [STORE.lng + half, STORE.lat - half],
          [STORE.lng + half, STORE.lat + half],
          [STORE.lng - half, STORE.lat + half],
          [STORE.lng - half, STORE.lat - half],
        ],
      ],
    },
    properties: { name: 'Devoto', fee: 1500, minimum: 0, extraMinutes: 15 },
  },
];

describe('delivery slots: their own capacity, beside pickup', () => {
  // Thirty checkouts from one account and one address, each holding its place while it pays.
  const { t, api } = useTestApp({ CHECKOUT_HOLDS_PER_ACCOUNT: '100', CHECKOUT_HOLDS_PER_IP: '100' });
  let customer: TestUser;
  let admin: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } })).status).toBe(200);
    expect((await api('PUT', '/admin/delivery/zones', { token: admin.token, body: ZONES })).status).toBe(200);
  });

  it('keeps deliverySlotCapacity beside the pickup capacity, for the admin to set', async () => {
    const body = { prepMinutes: 20, slotCapacity: 4, scheduleDaysAhead: 1, deliverySlotCapacity: 3 };
    const res = await api<{ slotCapacity: number; deliverySlotCapacity: number }>('PUT', '/store/settings', {
      token: admin.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slotCapacity: 4, deliverySlotCapacity: 3 });
    const wrong = await api<{ error: string }>('PUT', '/store/settings', {
      token: admin.token,
      body: { ...body, deliverySlotCapacity: -1 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('La capacidad de envíos debe ser un número entero entre 0 y 200.');
  });

  it('fills a slot with 3 deliveries and 4 pickups out of 30 checkouts at once', async () => {
    const slots = await api<Array<{ start: string }>>('GET', '/store/slots?fulfillment=envio');
    const pickupAt = slots.body[2]?.start;
    expect(pickupAt).toBeDefined();
    const address = { street: 'Av. Francisco Beiró 5100', ...STORE };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
          token: customer.token,
          body: {
            cart: [{ id: burger, cantidad: 1 }],
            pickupAt,
            ...(index % 2 === 0 ? { fulfillment: 'envio', address } : {}),
          },
        }),
      ),
    );
    const taken = answers.filter((res) => res.status === 201);
    expect(answers.filter((res) => res.status !== 201).every((res) => res.status === 409)).toBe(true);
    const rows = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.promisedAt, new Date(pickupAt!)));
    expect(rows.filter((row) => row.fulfillment === 'envio')).toHaveLength(3);
    expect(rows.filter((row) => row.fulfillment === 'retiro')).toHaveLength(4);
    expect(taken).toHaveLength(7);
    // Full for delivery, while pickup and delivery each say so on their own slots.
    const deliverySlots = await api<Array<{ start: string; available: boolean }>>(
      'GET',
      '/store/slots?fulfillment=envio',
    );
    expect(deliverySlots.body.find((slot) => slot.start === pickupAt)?.available).toBe(false);
  });
});
