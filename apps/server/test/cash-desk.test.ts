import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

interface CashBody {
  day: string;
  openingFloat: number;
  openingFloatSet: boolean;
  cashIn: number;
  cashOut: number;
  expected: number;
  closed: { counted: number; difference: number; by: string } | null;
  error?: string;
}
interface DeskSettings {
  cashDeskForEmployees: boolean;
  openingFloat: number;
  error?: string;
}

/** Every day open all day; the clock is set to a Monday in Buenos Aires (UTC-3). */
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

describe('the day’s cash desk: employees when the owner allows it, and the opening float', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let deactivated: TestUser;
  let burger: number;

  const setClock = (iso: string) => {
    t.app.ctx.now = () => new Date(iso);
  };
  const settings = (body: Record<string, unknown>, token = admin.token) =>
    api<DeskSettings>('PUT', '/admin/cash/settings', { token, body });
  const cashOf = (day: string, token = admin.token) => api<CashBody>('GET', `/admin/cash?day=${day}`, { token });
  /** A cash order taken and paid at the counter: its total goes into the drawer. */
  const cashOrder = async () => {
    const taken = await api<{ purchaseId: string; data: { transaction_amount: number } }>('POST', '/staff/orders', {
      token: employee.token,
      body: {
        customer: { name: 'Caja' },
        channel: 'mostrador',
        cart: [{ id: burger, cantidad: 1 }],
        payment: { method: 'efectivo' },
      },
    });
    expect(taken.status).toBe(201);
    const paid = await api('POST', `/orders/${taken.body.purchaseId}/payments`, {
      token: employee.token,
      body: { method: 'efectivo', received: 20000 },
    });
    expect(paid.status).toBe(200);
    return taken.body.purchaseId;
  };

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    deactivated = await insertUser(t, { role: 'employee' });
    burger = await insertProduct(t, { type: 'burgers', name: 'Doble', price: 12000 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALL_WEEK } })).status).toBe(200);
    expect((await api('DELETE', `/users/${deactivated.id}`, { token: admin.token })).status).toBe(200);
  });

  it('is the admin’s alone by default; the owner’s switch lets employees see and close it, never customers', async () => {
    setClock('2026-11-16T15:00:00Z');
    const day = '2026-11-16';
    const calls = (token?: string) =>
      Promise.all([
        api('GET', `/admin/cash?day=${day}`, { token }),
        api('PUT', `/admin/cash/${day}/float`, { token, body: { openingFloat: 1000 } }),
        api('POST', `/admin/cash/${day}/close`, { token, body: { counted: -1 } }),
        api('PUT', '/admin/cash/settings', { token, body: { openingFloat: 0 } }),
      ]).then((answers) => answers.map((answer) => answer.status));
    // GET cash, PUT float, POST close (a bad body past the guard: 400), PUT settings.
    expect(await settings({ cashDeskForEmployees: false })).toMatchObject({ status: 200 });
    expect(await calls()).toEqual([401, 401, 401, 401]);
    expect(await calls(customer.token)).toEqual([403, 403, 403, 403]);
    expect(await calls(employee.token)).toEqual([403, 403, 403, 403]);
    expect(await calls(deactivated.token)).toEqual([401, 401, 401, 401]);
    expect(await calls(admin.token)).toEqual([200, 200, 400, 200]);
    const refused = await api<CashBody>('GET', `/admin/cash?day=${day}`, { token: employee.token });
    expect(refused.body.error).toBe('No tenés permiso para realizar esta acción');

    const on = await settings({ cashDeskForEmployees: true });
    expect(on.body).toEqual({ cashDeskForEmployees: true, openingFloat: 0 });
    expect(await calls(employee.token)).toEqual([200, 200, 400, 403]);
    expect(await calls(customer.token)).toEqual([403, 403, 403, 403]);
    // Employees read the switch (their bar shows Caja by it), only the owner changes it.
    const read = await api<DeskSettings>('GET', '/admin/cash/settings', { token: employee.token });
    expect(read.body.cashDeskForEmployees).toBe(true);
    expect((await api('GET', '/admin/cash/settings', { token: customer.token })).status).toBe(403);
    const closed = await api<CashBody>('POST', `/admin/cash/${day}/close`, {
      token: employee.token,
      body: { counted: 1000 },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.closed).toMatchObject({ by: 'Emma Empleada', difference: 0 });

    await settings({ cashDeskForEmployees: false });
    expect((await cashOf(day, employee.token)).status).toBe(403);
  });

  it('expects the opening float plus the cash taken minus the cash given back', async () => {
    setClock('2026-11-17T15:00:00Z');
    const day = '2026-11-17';
    // The store's default float, then the day's own over it.
    expect((await settings({ openingFloat: 5000 })).body).toMatchObject({ openingFloat: 5000 });
    expect((await cashOf(day)).body).toMatchObject({ openingFloat: 5000, openingFloatSet: false, expected: 5000 });
    const own = await api<CashBody>('PUT', `/admin/cash/${day}/float`, {
      token: admin.token,
      body: { openingFloat: 8000.5 },
    });
    expect(own.body).toMatchObject({ openingFloat: 8000.5, openingFloatSet: true, expected: 8000.5 });
    expect((await cashOf('2026-11-18')).body.openingFloat).toBe(5000);

    const first = await cashOrder();
    await cashOrder();
    // 1.500 pesos of the first order given back in cash.
    const refund = await api('POST', `/admin/orders/${first}/refunds`, {
      token: admin.token,
      body: { amount: 1500, reason: 'Faltó una bebida' },
    });
    expect(refund.status).toBe(201);
    const cash = await cashOf(day);
    expect(cash.body).toMatchObject({ cashIn: 24000, cashOut: 1500, expected: 8000.5 + 24000 - 1500 });

    const closed = await api<CashBody>('POST', `/admin/cash/${day}/close`, {
      token: admin.token,
      body: { counted: 30500, note: 'redondeo' },
    });
    expect(closed.body.closed).toMatchObject({ counted: 30500, difference: -0.5 });
    // A closed drawer keeps the float it was closed with.
    const late = await api<CashBody>('PUT', `/admin/cash/${day}/float`, {
      token: admin.token,
      body: { openingFloat: 0 },
    });
    expect(late).toMatchObject({ status: 409, body: { error: 'Esta caja ya está cerrada.' } });
    const logged = (await t.app.ctx.db.select().from(activityLog)).map((entry) => entry.action);
    expect(logged).toEqual(expect.arrayContaining(['cash.float', 'cash.close', 'store.settings']));
  });

  it('refuses a negative or fractional-cent float and an empty settings change, with Spanish messages', async () => {
    const bad = await api<CashBody>('PUT', '/admin/cash/2026-11-19/float', {
      token: admin.token,
      body: { openingFloat: -1 },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Ingresá un monto válido.' } });
    const cents = await api('PUT', '/admin/cash/2026-11-19/float', {
      token: admin.token,
      body: { openingFloat: 1.005 },
    });
    expect(cents.status).toBe(400);
    const empty = await settings({});
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'Indicá si los empleados ven la caja o el fondo inicial.' },
    });
    expect((await cashOf('2026-11-19')).body.openingFloatSet).toBe(false);
  });
});
