import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));
const STORE = { lat: -34.6035, lng: -58.5115 };
const h = 0.02;
const ZONES = [
  {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [STORE.lng - h, STORE.lat - h],
          [STORE.lng + h, STORE.lat - h],
          [STORE.lng + h, STORE.lat + h],
          [STORE.lng - h, STORE.lat + h],
          [STORE.lng - h, STORE.lat - h],
        ],
      ],
    },
    properties: { name: 'Devoto', fee: 1500, minimum: 0, extraMinutes: 15 },
  },
];
/** Where the stub address service puts `Av. Francisco Beiró 5100`: 100 m from the store. */
const FOUND = { lat: STORE.lat + 0.0009, lon: STORE.lng };

/** A stand-in for georef-ar's `direcciones`: knows one street, nothing else. */
function startGeoref(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const typed = url.searchParams.get('direccion') ?? '';
    asked.push(`${url.pathname} ${typed}`);
    const known = /beir[oó] 5100/i.test(typed);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        cantidad: known ? 1 : 0,
        direcciones: known
          ? [{ nomenclatura: 'AV FRANCISCO BEIRO 5100, Comuna 11, Ciudad Autónoma de Buenos Aires', ubicacion: FOUND }]
          : [],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/georef/api`, asked }),
    ),
  );
}

const georef = await startGeoref();
afterAll(() => georef.server.close());

describe('delivery addresses through GEOCODER_URL (georef-ar direcciones)', () => {
  const { t, api } = useTestApp({ GEOCODER_URL: georef.url });
  let customer: TestUser;
  let admin: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } })).status).toBe(200);
    expect((await api('PUT', '/admin/delivery/zones', { token: admin.token, body: ZONES })).status).toBe(200);
  });

  const pay = (address: Record<string, unknown>) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id: burger, cantidad: 2 }], fulfillment: 'envio', address },
    });

  it("stores the service's name for the street and its point when the pin is near it", async () => {
    const res = await pay({ street: 'francisco beiro 5100', lat: FOUND.lat + 0.001, lng: FOUND.lon });
    expect(res.status).toBe(201);
    const [order] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.preferenceId, res.body.id ?? ''));
    expect(order?.deliveryAddress).toMatchObject({ street: 'AV FRANCISCO BEIRO 5100', lat: FOUND.lat, lng: FOUND.lon });
    expect(georef.asked).toContain('/georef/api/direcciones francisco beiro 5100');
  });

  it('keeps a pin the customer moved far on purpose', async () => {
    const pin = { lat: STORE.lat - 0.01, lng: STORE.lng - 0.01 };
    const res = await pay({ street: 'Francisco Beiró 5100', ...pin });
    expect(res.status).toBe(201);
    const [order] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.preferenceId, res.body.id ?? ''));
    expect(order?.deliveryAddress).toMatchObject({ street: 'AV FRANCISCO BEIRO 5100', ...pin });
  });

  it('refuses an address the service does not know', async () => {
    const res = await pay({ street: 'Calle Inventada 123', ...STORE });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('No encontramos esa dirección.');
  });
});
