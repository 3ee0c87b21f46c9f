import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

/** Lunch and dinner Monday to Saturday; Buenos Aires is UTC-3 (2026-11-23 is a Monday). */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, from: '11:00', to: '15:00' },
  { day, from: '19:00', to: '23:00' },
]);
const MONDAY_1155 = new Date('2026-11-23T14:55:00Z');
const slotAt = (time: string) => `2026-11-23T${time}:00-03:00`;

/**
 * Nobody fills every slot with checkouts never paid: an account and an address hold only a few
 * unpaid places at once (a new checkout releases the oldest hold), and checkouts are rate-limited
 * per account and per address with a Spanish 429.
 */
describe('slots nobody can hoard', () => {
  const { t, api } = useTestApp({
    CHECKOUT_HOLDS_PER_ACCOUNT: '2',
    CHECKOUT_HOLDS_PER_IP: '3',
    CHECKOUT_LIMIT_PER_ACCOUNT: '5',
    CHECKOUT_LIMIT_PER_IP: '8',
    TRUST_PROXY: '127.0.0.1',
  });
  let admin: TestUser;
  let burger: number;
  let address = 0;
  /** Each test checks out from addresses of its own. */
  const newAddress = () => `203.0.113.${++address}`;

  beforeAll(async () => {
    ({ admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: WEEK } })).status).toBe(200);
    const settings = { prepMinutes: 20, slotCapacity: 1, scheduleDaysAhead: 1 };
    expect((await api('PUT', '/store/settings', { token: admin.token, body: settings })).status).toBe(200);
  });
  afterEach(() => {
    t.app.ctx.now = () => new Date();
  });

  const pay = (token: string, from: string, pickupAt?: string) =>
    api<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token,
      headers: { 'x-forwarded-for': from },
      body: { cart: [{ id: burger, cantidad: 1 }], ...(pickupAt ? { pickupAt } : {}) },
    });
  const free = async (time: string) =>
    (await api<Array<{ start: string; available: boolean }>>('GET', '/store/slots')).body.find(
      (slot) => slot.start === slotAt(time),
    )?.available;

  it("lets a new unpaid checkout of an account replace that account's oldest hold", async () => {
    t.app.ctx.now = () => MONDAY_1155;
    const hoarder = await insertUser(t, { role: 'customer' });
    const from = newAddress();
    for (const time of ['13:00', '13:15', '13:30'])
      expect((await pay(hoarder.token, from, slotAt(time))).status).toBe(201);
    expect(await free('13:00')).toBe(true);
    expect(await free('13:15')).toBe(false);
    expect(await free('13:30')).toBe(false);
    const other = await insertUser(t, { role: 'customer' });
    expect((await pay(other.token, newAddress(), slotAt('13:00'))).status).toBe(201);
  });

  it('holds at most a few unpaid checkouts per address, whatever the accounts', async () => {
    t.app.ctx.now = () => MONDAY_1155;
    const from = newAddress();
    for (const time of ['14:00', '14:15', '14:30', '14:45']) {
      const account = await insertUser(t, { role: 'customer' });
      expect((await pay(account.token, from, slotAt(time))).status).toBe(201);
    }
    expect(await free('14:00')).toBe(true);
    expect(await free('14:15')).toBe(false);
    expect(await free('14:45')).toBe(false);
  });

  it('answers 429 in Spanish past the checkouts one account or one address may make', async () => {
    t.app.ctx.now = () => MONDAY_1155;
    const tooMany = { error: 'Demasiados pedidos seguidos. Esperá unos minutos y probá de nuevo.' };
    const busy = await insertUser(t, { role: 'customer' });
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await pay(busy.token, from)).status).toBe(201);
    expect(await pay(busy.token, newAddress())).toMatchObject({ status: 429, body: tooMany });

    const shared = newAddress();
    for (let i = 0; i < 8; i++) {
      const account = await insertUser(t, { role: 'customer' });
      expect((await pay(account.token, shared)).status).toBe(201);
    }
    const last = await insertUser(t, { role: 'customer' });
    expect(await pay(last.token, shared)).toMatchObject({ status: 429, body: tooMany });
    expect((await pay(last.token, newAddress())).status).toBe(201);
  });
});
