import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orderLines, orders } from '#db/schema';
import { insertCoupon, insertProduct, FUTURE_DATE } from './support/catalogue-fixtures';
import { payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

/** Every day, all day long: delivery is judged, not the hours. */
const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));
const STORE = { lat: -34.6035, lng: -58.5115 };
const square = (lng: number, lat: number, half: number): Array<[number, number]> => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];
export const ZONES = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [square(STORE.lng, STORE.lat, 0.01)] },
      properties: { name: 'Devoto', fee: 1500, minimum: 10000, extraMinutes: 15 },
    },
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [square(STORE.lng + 0.03, STORE.lat, 0.01)] },
      properties: { name: 'Villa del Parque', fee: 2500, minimum: 15000, extraMinutes: 25 },
    },
  ],
};
const IN_DEVOTO = { street: 'Av. Francisco Beiró 5100', lat: STORE.lat + 0.002, lng: STORE.lng + 0.002 };
const IN_PARQUE = { street: 'Cuenca 3000', lat: STORE.lat, lng: STORE.lng + 0.03 };
const OUTSIDE = { street: 'Av. Rivadavia 2000', lat: -34.61, lng: -58.4 };

interface Feature {
  properties: { name: string; fee: number; minimum: number; extraMinutes: number };
}

describe('delivery: zones, the address checked before paying, the fee line', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let other: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  let cola: number;

  const pay = (body: Record<string, unknown>, token = customer.token) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', { token, body });
  const countOrders = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    ({ customer, otherCustomer: other, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
    await insertCoupon(t, { code: 'TODO50', percentage: 50, expirationDate: FUTURE_DATE, productIds: [burger, cola] });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } })).status).toBe(200);
    const zones = await api('PUT', '/admin/delivery/zones', { token: admin.token, body: ZONES });
    expect(zones.status).toBe(200);
  });

  it('answers the active zones as GeoJSON features to anyone, and logs the change', async () => {
    const res = await api<{ type: string; features: Feature[] }>('GET', '/delivery/zones');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('FeatureCollection');
    expect(res.body.features.map((feature) => feature.properties)).toEqual([
      expect.objectContaining({ name: 'Devoto', fee: 1500, minimum: 10000, extraMinutes: 15 }),
      expect.objectContaining({ name: 'Villa del Parque', fee: 2500, minimum: 15000, extraMinutes: 25 }),
    ]);
    const logged = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'delivery.zones'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.actorId).toBe(admin.id);
  });

  it('refuses malformed zones with a Spanish 400 and keeps the old ones', async () => {
    const withRing = (ring: unknown) => ({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { name: 'Mal', fee: 1000 } },
      ],
    });
    const open = square(STORE.lng, STORE.lat, 0.01).slice(0, 4);
    const crossing = [
      [STORE.lng - 0.01, STORE.lat - 0.01],
      [STORE.lng + 0.01, STORE.lat + 0.01],
      [STORE.lng + 0.01, STORE.lat - 0.01],
      [STORE.lng - 0.01, STORE.lat + 0.01],
      [STORE.lng - 0.01, STORE.lat - 0.01],
    ];
    const far = square(STORE.lng + 0.3, STORE.lat, 0.01);
    const cases: Array<[unknown, string]> = [
      [open, 'Mal: La zona debe ser un polígono cerrado de al menos tres puntos.'],
      [crossing, 'Mal: El borde de la zona no puede cruzarse a sí mismo.'],
      [far, 'Mal: La zona no puede estar a más de 15 km del local.'],
    ];
    for (const [ring, message] of cases) {
      const res = await api<{ error: string }>('PUT', '/admin/delivery/zones', {
        token: admin.token,
        body: withRing(ring),
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const res = await api<{ features: Feature[] }>('GET', '/delivery/zones');
    expect(res.body.features).toHaveLength(2);
  });

  it('lets only the admin change the zones', async () => {
    expect((await api('PUT', '/admin/delivery/zones', { body: ZONES })).status).toBe(401);
    expect((await api('PUT', '/admin/delivery/zones', { token: customer.token, body: ZONES })).status).toBe(403);
    expect((await api('PUT', '/admin/delivery/zones', { token: employee.token, body: ZONES })).status).toBe(403);
  });

  it('refuses an address outside every zone before payment, storing nothing', async () => {
    const before = await countOrders();
    const res = await pay({ cart: [{ id: burger, cantidad: 2 }], fulfillment: 'envio', address: OUTSIDE });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Todavía no llegamos a esa dirección. Podés retirarlo en el local.');
    expect(await countOrders()).toBe(before);
  });

  it("refuses an order under the zone's minimum, storing nothing", async () => {
    const before = await countOrders();
    const res = await pay({ cart: [{ id: burger, cantidad: 1 }], fulfillment: 'envio', address: IN_PARQUE });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('El pedido mínimo para envío a Villa del Parque es $ 15.000.');
    expect(await countOrders()).toBe(before);
  });

  it('asks for the address of a delivery order', async () => {
    const res = await pay({ cart: [{ id: burger, cantidad: 2 }], fulfillment: 'envio' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Indicá la dirección de entrega y marcala en el mapa.');
  });

  it('charges the zone fee as its own receipt line, never discounted, paid and refunded like any line', async () => {
    // 3 x 8.500 = 25.500, half off with the coupon = 12.750 (over Devoto's 10.000), plus 1.500 untouched.
    const res = await pay({
      cart: [{ id: burger, cantidad: 3 }],
      coupons: ['TODO50'],
      fulfillment: 'envio',
      address: { ...IN_DEVOTO, floor: '3', apartment: 'B', note: 'Timbre roto' },
    });
    expect(res.status).toBe(201);
    const [order] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.preferenceId, res.body.id ?? ''));
    expect(order).toMatchObject({
      fulfillment: 'envio',
      deliveryZone: 'Devoto',
      deliveryFeeCents: 150_000,
      totalCents: 1_425_000,
    });
    const lines = await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.at(-1)).toMatchObject({
      title: 'Envío a Devoto',
      quantity: 1,
      unitPriceCents: 150_000,
      discountCents: 0,
    });
    const paid = await payInSandbox(t, res.body.id ?? '');
    expect(paid.status).toBe(201);
    const purchaseId = paid.body.payment_id;
    const seen = await api<{
      status: string;
      fulfillment: string;
      data: { transaction_amount: number };
      lines: Array<{ title: string; unit_price: number; kind?: string }>;
      delivery: {
        zone: string;
        fee: number;
        windowText: string;
        address: { street: string; floor: string; note: string };
      };
    }>('GET', `/orders/${purchaseId}`, { token: customer.token });
    expect(seen.status).toBe(200);
    expect(seen.body.fulfillment).toBe('envio');
    expect(seen.body.data.transaction_amount).toBe(14250);
    expect(seen.body.lines.at(-1)).toMatchObject({ title: 'Envío a Devoto', unit_price: 1500, kind: 'envio' });
    expect(seen.body.delivery).toMatchObject({
      zone: 'Devoto',
      fee: 1500,
      address: { street: IN_DEVOTO.street, floor: '3', note: 'Timbre roto' },
    });
    expect(seen.body.delivery.windowText).toMatch(/^Llega entre \d\d:\d\d y \d\d:\d\d$/);
    // Refunded in full, the fee included.
    const refund = await api<{ error?: string }>('POST', `/admin/orders/${purchaseId}/refunds`, {
      token: admin.token,
      body: { amount: 14250, reason: 'No llegó' },
    });
    expect(refund.status).toBeLessThan(300);
    const after = await api<{ status: string; refundedAmount: number }>('GET', `/orders/${purchaseId}`, {
      token: customer.token,
    });
    expect(after.body).toMatchObject({ status: 'Cancelado', refundedAmount: 14250 });
  });

  it('prices the fee and the window on the cart, and says when the minimum is not reached', async () => {
    const res = await api<{
      deliveryFee: number;
      total: number;
      delivery: { zone: string; windowText: string; refusal: string | null };
    }>('POST', '/cart/price', {
      body: { cart: [{ id: burger, cantidad: 1 }], fulfillment: 'envio', address: IN_DEVOTO },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deliveryFee: 1500, total: 10000 });
    expect(res.body.delivery).toMatchObject({
      zone: 'Devoto',
      refusal: 'El pedido mínimo para envío a Devoto es $ 10.000.',
    });
    expect(res.body.delivery.windowText).toMatch(/^Llega entre /);
  });

  it("keeps a signed-in customer's addresses, for them alone", async () => {
    const path = `/users/${customer.id}/addresses`;
    const saved = await api<{ id: number; street: string; label: string }>('POST', path, {
      token: customer.token,
      body: { ...IN_DEVOTO, label: 'Casa' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ street: IN_DEVOTO.street, label: 'Casa' });
    expect((await api<unknown[]>('GET', path, { token: customer.token })).body).toHaveLength(1);
    expect((await api('GET', path, { token: other.token })).status).toBe(403);
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('DELETE', `${path}/${saved.body.id}`, { token: other.token })).status).toBe(403);
    expect((await api('DELETE', `${path}/${saved.body.id}`, { token: customer.token })).status).toBe(204);
    expect((await api<unknown[]>('GET', path, { token: customer.token })).body).toHaveLength(0);
  });
});
