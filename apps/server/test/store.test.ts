import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface StoreBody {
  open: boolean;
  paused: boolean;
  acceptingOrders: boolean;
  hours: Array<{ day: number; from: string; to: string }>;
  nextOpening: string | null;
  error?: string;
}

/** Buenos Aires is UTC-3: 2026-11-23 is a Monday. The server's clock is set to these instants. */
const MONDAY_0930 = new Date('2026-11-23T12:30:00Z');
const MONDAY_1200 = new Date('2026-11-23T15:00:00Z');
const MONDAY_2359 = new Date('2026-11-24T02:59:00Z');
const SATURDAY_0130 = new Date('2026-11-28T04:30:00Z');
const SUNDAY_1500 = new Date('2026-11-29T18:00:00Z');

const WEEK = [
  { day: 1, from: '11:00', to: '15:00' },
  { day: 1, from: '19:00', to: '24:00' },
  { day: 5, from: '19:00', to: '02:00' },
];

describe('store hours and pause: /store', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;

  const setClock = (instant: Date) => {
    t.app.ctx.now = () => instant;
  };
  const store = () => api<StoreBody>('GET', '/store');
  const pay = () =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id: burger, cantidad: 1 }], coupons: [] },
    });

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });
  afterEach(async () => {
    t.app.ctx.now = () => new Date();
    await api('PUT', '/store/paused', { token: admin.token, body: { paused: false } });
  });

  it('starts with the demo week: every day from 00:00 to 24:00, open at any hour', async () => {
    setClock(SUNDAY_1500);
    const res = await store();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ open: true, paused: false, acceptingOrders: true, nextOpening: null });
    expect(res.body.hours).toHaveLength(7);
    expect(res.body.hours[0]).toEqual({ day: 1, from: '00:00', to: '24:00' });
    setClock(MONDAY_2359);
    expect((await store()).body.open).toBe(true);
  });

  it('lets the admin set the week and reads it in Buenos Aires while the server runs in UTC', async () => {
    const saved = await api<StoreBody>('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } });
    expect(saved.status).toBe(200);
    expect(saved.body.hours).toEqual(WEEK);

    setClock(MONDAY_0930);
    expect((await store()).body).toMatchObject({
      open: false,
      acceptingOrders: false,
      nextOpening: '2026-11-23T14:00:00.000Z',
    });
    setClock(MONDAY_1200);
    expect((await store()).body).toMatchObject({ open: true, acceptingOrders: true, nextOpening: null });
    // 24:00 keeps the last minute of Monday open.
    setClock(MONDAY_2359);
    expect((await store()).body.open).toBe(true);
    // Friday's night crosses into Saturday.
    setClock(SATURDAY_0130);
    expect((await store()).body.open).toBe(true);
    // Sunday has no ranges: closed, next opening Monday 11:00.
    setClock(SUNDAY_1500);
    expect((await store()).body).toMatchObject({ open: false, nextOpening: '2026-11-30T14:00:00.000Z' });
  });

  it('refuses checkout while closed with the next opening, and takes it again once open', async () => {
    await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } });
    setClock(SUNDAY_1500);
    const closed = await pay();
    expect(closed.status).toBe(409);
    // Orders for later are taken while closed (issue 19), so the refusal points at them.
    expect(closed.body.error).toBe('El local está cerrado. Abrimos mañana a las 11:00. Podés programar tu pedido.');
    setClock(MONDAY_0930);
    expect((await pay()).body.error).toBe('El local está cerrado. Abrimos hoy a las 11:00. Podés programar tu pedido.');
    setClock(MONDAY_1200);
    expect((await pay()).status).toBe(201);
  });

  it('lets the kitchen pause online orders: checkout refused while paused, taken after', async () => {
    setClock(MONDAY_1200);
    const paused = await api<StoreBody>('PUT', '/store/paused', { token: employee.token, body: { paused: true } });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ open: true, paused: true, acceptingOrders: false });
    expect((await store()).body.paused).toBe(true);

    const refused = await pay();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('En este momento no estamos tomando pedidos online. Probá de nuevo en un rato.');

    await api('PUT', '/store/paused', { token: employee.token, body: { paused: false } });
    expect((await pay()).status).toBe(201);
  });

  it('refuses overlapping or malformed hours with a Spanish message and keeps the week as it was', async () => {
    await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } });
    const overlap = await api<StoreBody>('PUT', '/store/hours', {
      token: admin.token,
      body: { hours: [...WEEK, { day: 6, from: '01:00', to: '04:00' }] },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error).toBe('Los horarios del sábado se superponen con otro horario');
    const malformed = await api<StoreBody>('PUT', '/store/hours', {
      token: admin.token,
      body: { hours: [{ day: 2, from: '25:00', to: '26:00' }] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('La hora debe tener el formato HH:MM, de 00:00 a 24:00');
    expect((await store()).body.hours).toEqual(WEEK);
  });

  it('tells open staff screens when orders are paused', async () => {
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}/api/store/events?token=${encodeURIComponent(employee.token)}`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('conectado')) text += decoder.decode((await reader.read()).value);
    await api('PUT', '/store/paused', { token: admin.token, body: { paused: true } });
    while (!text.includes('event: store')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('event: store');
    controller.abort();
  });
});
