import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, storeSettings } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, orderRow, payInSandbox } from './support/order-fixtures';
import { openEvents } from './support/sse';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface StoreBody {
  open: boolean;
  paused: boolean;
  prepMinutes: number;
  busyMinutes: number;
  slotCapacity: number;
  scheduleDaysAhead: number;
  asapAt: string | null;
  error?: string;
}
interface SlotBody {
  start: string;
  end: string;
  available: boolean;
}
interface OrderBody {
  purchaseId: string;
  pickupAt: string | null;
  promisedAt: string;
}

/** Lunch and dinner Monday to Saturday; Sunday closed. Buenos Aires is UTC-3 (2026-11-23 is a Monday). */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, from: '11:00', to: '15:00' },
  { day, from: '19:00', to: '23:00' },
]);
/** 11:55 at the store on the given day of November 2026. */
const at1155 = (date: number) => new Date(`2026-11-${date}T14:55:00Z`);
const MONDAY = 23;
const TUESDAY = 24;
const WEDNESDAY = 25;
const THURSDAY = 26;
const FRIDAY = 27;
const SATURDAY = 28;
const SUNDAY_NOON = new Date('2026-11-29T15:00:00Z');
const MINUTE = 60_000;

describe('pickup slots, busy mode and scheduled orders', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;

  const setClock = (instant: Date) => {
    t.app.ctx.now = () => instant;
  };
  const store = async () => (await api<StoreBody>('GET', '/store')).body;
  const slots = async () => (await api<SlotBody[]>('GET', '/store/slots')).body;
  const pay = (pickupAt?: string | null, token = customer.token) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token,
      body: { cart: [{ id: burger, cantidad: 1 }], ...(pickupAt === undefined ? {} : { pickupAt }) },
    });
  const settings = (body: Record<string, unknown>, token = admin.token) =>
    api<StoreBody>('PUT', '/store/settings', { token, body });
  const countOrders = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;
  const promisedOf = async (preferenceId: string) => {
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.preferenceId, preferenceId));
    return row;
  };

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } })).status).toBe(200);
  });
  afterEach(async () => {
    t.app.ctx.now = () => new Date();
    await api('PUT', '/store/paused', { token: admin.token, body: { paused: false } });
    await api('PUT', '/store/busy', { token: admin.token, body: { minutes: 0 } });
    await settings({ prepMinutes: 20, slotCapacity: 8, scheduleDaysAhead: 1 });
  });

  it('answers the defaults and the promise an order placed now would get, with the store offset', async () => {
    setClock(at1155(MONDAY));
    expect(await store()).toMatchObject({
      open: true,
      prepMinutes: 20,
      busyMinutes: 0,
      slotCapacity: 8,
      scheduleDaysAhead: 1,
      asapAt: '2026-11-23T12:15:00-03:00',
    });
    const list = await slots();
    expect(list[0]).toEqual({ start: '2026-11-23T12:15:00-03:00', end: '2026-11-23T12:30:00-03:00', available: true });
    // Today's lunch and dinner, then tomorrow's: the last slot of a range starts 15 minutes before it closes.
    expect(list.map((slot) => slot.start)).toContain('2026-11-23T22:45:00-03:00');
    expect(list.map((slot) => slot.start)).not.toContain('2026-11-23T23:00:00-03:00');
    expect(list.at(-1)?.start).toBe('2026-11-24T22:45:00-03:00');
    expect(list).toHaveLength(11 + 16 + 16 + 16);
  });

  it('lets only the admin change the settings, refusing out-of-range values in Spanish', async () => {
    setClock(at1155(MONDAY));
    expect((await settings({ prepMinutes: 30, slotCapacity: 4, scheduleDaysAhead: 0 }, employee.token)).status).toBe(
      403,
    );
    expect(
      (await api('PUT', '/store/settings', { body: { prepMinutes: 30, slotCapacity: 4, scheduleDaysAhead: 0 } }))
        .status,
    ).toBe(401);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { prepMinutes: -1, slotCapacity: 4, scheduleDaysAhead: 0 },
        'Los minutos de preparación deben ser un número entero de 0 a 180',
      ],
      [
        { prepMinutes: 2.5, slotCapacity: 4, scheduleDaysAhead: 0 },
        'Los minutos de preparación deben ser un número entero de 0 a 180',
      ],
      [
        { prepMinutes: 20, slotCapacity: 201, scheduleDaysAhead: 0 },
        'Los pedidos por turno deben ser un número entero de 0 (sin límite) a 200',
      ],
      [
        { prepMinutes: 20, slotCapacity: true, scheduleDaysAhead: 0 },
        'Los pedidos por turno deben ser un número entero de 0 (sin límite) a 200',
      ],
      [
        { prepMinutes: 20, slotCapacity: 4, scheduleDaysAhead: 8 },
        'Los días para programar deben ser 0 (sólo hoy) a 7',
      ],
      [{ prepMinutes: 20, slotCapacity: 4 }, 'Los días para programar deben ser 0 (sólo hoy) a 7'],
    ];
    for (const [body, message] of cases) {
      const res = await settings(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const saved = await settings({ prepMinutes: 30, slotCapacity: 4, scheduleDaysAhead: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      prepMinutes: 30,
      slotCapacity: 4,
      scheduleDaysAhead: 0,
      asapAt: '2026-11-23T12:30:00-03:00',
    });
    // Only today: the last slot is tonight's.
    expect((await slots()).at(-1)?.start).toBe('2026-11-23T22:45:00-03:00');
  });

  it('moves asapAt by the busy minutes the kitchen sets, live on staff screens and carts', async () => {
    setClock(at1155(FRIDAY));
    const staff = await openEvents(`${t.baseUrl}/api/store/events?token=${encodeURIComponent(employee.token)}`);
    const cart = await openEvents(`${t.baseUrl}/api/store/public-events`);
    await staff.next((block) => block.includes('conectado'), 5000);
    await cart.next((block) => block.includes('conectado'), 5000);
    try {
      expect((await store()).asapAt).toBe('2026-11-27T12:15:00-03:00');
      const busy = await api<StoreBody>('PUT', '/store/busy', { token: employee.token, body: { minutes: 30 } });
      expect(busy.status).toBe(200);
      expect(busy.body).toMatchObject({ busyMinutes: 30, asapAt: '2026-11-27T12:45:00-03:00' });
      await staff.next((block) => block.startsWith('event: store'), 5000);
      await cart.next((block) => block.startsWith('event: store'), 5000);
      expect((await slots())[0]?.start).toBe('2026-11-27T12:45:00-03:00');
      // A checkout now is promised the later slot.
      const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
      expect((await orderRow(t, placed.orderId)).promisedAt?.toISOString()).toBe('2026-11-27T15:45:00.000Z');
    } finally {
      staff.close();
      cart.close();
    }
    for (const minutes of [15, -10, 40, '10', null]) {
      const res = await api<StoreBody>('PUT', '/store/busy', { token: employee.token, body: { minutes } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('La demora extra debe ser de 0, 10, 20 o 30 minutos');
    }
    expect((await api('PUT', '/store/busy', { token: customer.token, body: { minutes: 10 } })).status).toBe(403);
  });

  it('promises the first slot with room and moves the promise to the next one when it fills', async () => {
    setClock(at1155(TUESDAY));
    await settings({ prepMinutes: 20, slotCapacity: 2, scheduleDaysAhead: 1 });
    const first = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const second = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    expect((await store()).asapAt).toBe('2026-11-24T12:30:00-03:00');
    expect((await slots()).slice(0, 2)).toEqual([
      { start: '2026-11-24T12:15:00-03:00', end: '2026-11-24T12:30:00-03:00', available: false },
      { start: '2026-11-24T12:30:00-03:00', end: '2026-11-24T12:45:00-03:00', available: true },
    ]);
    const third = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    for (const placed of [first, second]) {
      expect((await promisedOf(placed.preferenceId))?.promisedAt?.toISOString()).toBe('2026-11-24T15:15:00.000Z');
    }
    expect((await promisedOf(third.preferenceId))?.promisedAt?.toISOString()).toBe('2026-11-24T15:30:00.000Z');

    // Every order answer carries when to come.
    const paid = await payInSandbox(t, first.preferenceId);
    const purchaseId = paid.body.payment_id;
    const own = await api<OrderBody>('GET', `/orders/${purchaseId}`, { token: customer.token });
    expect(own.body).toMatchObject({ pickupAt: null, promisedAt: '2026-11-24T12:15:00-03:00' });
    const kitchen = await api<OrderBody[]>('GET', '/orders', { token: employee.token });
    expect(kitchen.body.find((order) => order.purchaseId === purchaseId)).toMatchObject({
      pickupAt: null,
      promisedAt: '2026-11-24T12:15:00-03:00',
    });
    const mine = await api<OrderBody[]>('GET', `/users/${customer.id}/orders`, { token: customer.token });
    expect(mine.body.find((order) => order.purchaseId === purchaseId)?.promisedAt).toBe('2026-11-24T12:15:00-03:00');
  });

  it('refuses a full slot, a time that is not a slot start, past, too soon or too far, storing nothing', async () => {
    setClock(at1155(THURSDAY));
    await settings({ prepMinutes: 20, slotCapacity: 1, scheduleDaysAhead: 1 });
    expect((await pay('2026-11-26T12:15:00-03:00')).status).toBe(201);
    const before = await countOrders();
    const full = await pay('2026-11-26T12:15:00-03:00');
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('Ese horario se completó. Elegí otro.');
    const unavailable = [
      '2026-11-26T12:20:00-03:00', // not a mark
      '2026-11-26T10:00:00-03:00', // in the past
      '2026-11-26T12:00:00-03:00', // before now + prepMinutes
      '2026-11-26T16:00:00-03:00', // closed between lunch and dinner
      '2026-11-26T23:00:00-03:00', // the range's closing time is no slot
      '2026-11-28T12:00:00-03:00', // after the last allowed day
    ];
    for (const pickupAt of unavailable) {
      const res = await pay(pickupAt);
      expect(res.status, pickupAt).toBe(409);
      expect(res.body.error).toBe('Ese horario no está disponible. Elegí otro.');
    }
    const malformed = await pay('mañana al mediodía');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('El horario de retiro debe ser una fecha y hora ISO 8601');
    expect(await countOrders()).toBe(before);
    // The same instant written in UTC is the same slot.
    expect((await pay('2026-11-26T15:45:00.000Z')).status).toBe(201);
  });

  it('puts any number of orders in a slot without a limit, and counts a limit set meanwhile on the row', async () => {
    setClock(at1155(FRIDAY));
    await settings({ prepMinutes: 20, slotCapacity: 0, scheduleDaysAhead: 1 });
    const racing = await Promise.all(Array.from({ length: 6 }, () => pay('2026-11-27T12:30:00-03:00')));
    expect(racing.map((res) => res.status)).toEqual(Array(6).fill(201));
    // A limit written to the row behind the settings this instance keeps (another instance's change
    // whose notice is still on its way): the checkout reads it with the counts and refuses.
    await t.app.ctx.db.update(storeSettings).set({ slotCapacity: 6 }).where(eq(storeSettings.id, 1));
    const full = await pay('2026-11-27T12:30:00-03:00');
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('Ese horario se completó. Elegí otro.');
    expect((await pay('2026-11-27T12:45:00-03:00')).status).toBe(201);
  });

  it('takes nothing while paused, neither as soon as possible nor scheduled, and lists no slot', async () => {
    setClock(at1155(SATURDAY));
    await api('PUT', '/store/paused', { token: employee.token, body: { paused: true } });
    for (const pickupAt of [null, '2026-11-28T13:00:00-03:00']) {
      const res = await pay(pickupAt);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('En este momento no estamos tomando pedidos online. Probá de nuevo en un rato.');
    }
    expect(await slots()).toEqual([]);
    expect((await store()).asapAt).toBeNull();
  });

  it('takes a scheduled order while closed and refuses as soon as possible, pointing at scheduling', async () => {
    setClock(SUNDAY_NOON);
    expect((await store()).asapAt).toBeNull();
    const asap = await pay(null);
    expect(asap.status).toBe(409);
    expect(asap.body.error).toBe('El local está cerrado. Abrimos mañana a las 11:00. Podés programar tu pedido.');
    const list = await slots();
    expect(list[0]?.start).toBe('2026-11-30T11:00:00-03:00');
    const scheduled = await pay('2026-11-30T12:30:00-03:00');
    expect(scheduled.status).toBe(201);
    const row = await promisedOf(scheduled.body.id!);
    expect(row?.pickupAt?.toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(row?.promisedAt?.toISOString()).toBe('2026-11-30T15:30:00.000Z');
    const paid = await payInSandbox(t, scheduled.body.id!);
    const order = await api<OrderBody>('GET', `/orders/${paid.body.payment_id}`, { token: customer.token });
    expect(order.body).toMatchObject({
      pickupAt: '2026-11-30T12:30:00-03:00',
      promisedAt: '2026-11-30T12:30:00-03:00',
    });
    // Paid while closed, but for a slot when the shop is open: nothing for the kitchen to question.
    expect((order.body as OrderBody & { flags?: string[] }).flags).toBeUndefined();
  });

  it("holds an unpaid checkout's place for 15 minutes; a payment approved later takes a slot with room", async () => {
    const start = at1155(WEDNESDAY);
    setClock(start);
    await settings({ prepMinutes: 20, slotCapacity: 1, scheduleDaysAhead: 1 });
    const slot = '2026-11-25T13:00:00-03:00';
    const held = await pay(slot);
    expect(held.status).toBe(201);
    const isFree = async () => (await slots()).find((candidate) => candidate.start === slot)?.available;
    expect(await isFree()).toBe(false);
    setClock(new Date(start.getTime() + 14 * MINUTE));
    expect(await isFree()).toBe(false);
    expect((await pay(slot, admin.token)).status).toBe(403);
    expect((await pay(slot)).body.error).toBe('Ese horario se completó. Elegí otro.');

    setClock(new Date(start.getTime() + 16 * MINUTE));
    expect(await isFree()).toBe(true);
    const other = await pay(slot);
    expect(other.status).toBe(201);
    // The first customer pays late, the slot taken by the other checkout's hold: the next one with room.
    const paid = await payInSandbox(t, held.body.id!);
    expect(paid.status).toBe(201);
    const order = await api<OrderBody>('GET', `/orders/${paid.body.payment_id}`, { token: customer.token });
    const next = '2026-11-25T13:15:00-03:00';
    expect(order.body).toMatchObject({ pickupAt: next, promisedAt: next });
  });
});
