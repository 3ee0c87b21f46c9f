import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PointsView, RewardView } from '@burgers/domain/schemas/loyalty';
import { activityLog, orders, pointsLedger } from '#db/schema';
import { holdPoints } from '#modules/loyalty/ledger';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, payInSandbox, placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

const DAY_MS = 86_400_000;

/** Points for coming back (docs/product/loyalty.md): earned, taken back, expired and spent once. */
describe('loyalty points', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let employee: TestUser;
  let burger: number;
  let fries: number;
  let papas: RewardView;
  let descuento: RewardView;
  let clock: Date;

  beforeAll(async () => {
    ({ customer, otherCustomer: other, admin, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Veggie Palta', price: 9000 });
    fries = await insertProduct(t, { type: 'fries', name: 'Papas clásicas', price: 2500 });
    clock = new Date();
    t.app.ctx.now = () => clock;
    papas = (
      await api<RewardView>('POST', '/admin/rewards', {
        token: admin.token,
        body: { name: 'Papas clásicas gratis', points: 150, productId: fries },
      })
    ).body;
    descuento = (
      await api<RewardView>('POST', '/admin/rewards', {
        token: admin.token,
        body: { name: '$ 2.000 de descuento', points: 300, amount: 2000 },
      })
    ).body;
  });

  beforeEach(() => {
    clock = new Date(clock.getTime() + 1000);
  });

  const points = async (user: TestUser) =>
    (await api<PointsView>('GET', `/users/${user.id}/points`, { token: user.token })).body;
  const deliver = async (purchaseId: string) => {
    for (const status of ['Listo', 'Entregado']) {
      const res = await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status } });
      expect(res.status).toBe(200);
    }
  };
  const give = (user: TestUser, amount: number) =>
    api<PointsView>('POST', `/admin/users/${user.id}/points`, {
      token: admin.token,
      body: { points: amount, reason: 'Saldo para la prueba' },
    });

  it('lets only the admin define rewards, and shows them to anyone', async () => {
    expect(papas).toMatchObject({ name: 'Papas clásicas gratis', points: 150, productId: fries, amount: null });
    expect(descuento).toMatchObject({ points: 300, amount: 2000, productId: null });
    expect(
      (await api('POST', '/admin/rewards', { token: customer.token, body: { name: 'X', points: 1, amount: 1 } }))
        .status,
    ).toBe(403);
    expect(
      await api('POST', '/admin/rewards', {
        token: admin.token,
        body: { name: 'Las dos', points: 10, amount: 5, productId: fries },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Una recompensa es un producto gratis o un monto de descuento (uno de los dos).' },
    });
    const listed = await api<RewardView[]>('GET', '/rewards');
    expect(listed.body.map((reward) => reward.name)).toEqual(['Papas clásicas gratis', '$ 2.000 de descuento']);
  });

  it('earns points at Entregado on what was paid, and a partial refund takes back its share', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    expect((await points(customer)).balance).toBe(0);
    await deliver(paid.purchaseId);
    const after = await points(customer);
    expect(after.balance).toBe(90);
    expect(after.settings.rate).toBe('1 punto cada $ 100');
    expect(after.history[0]).toMatchObject({ kind: 'earned', points: 90, purchaseId: paid.purchaseId });
    const refund = await api('POST', `/admin/orders/${paid.purchaseId}/refunds`, {
      token: admin.token,
      body: { amount: 3000, reason: 'Faltó la palta' },
    });
    expect(refund.status).toBe(201);
    const refunded = await points(customer);
    expect(refunded.balance).toBe(60);
    expect(refunded.history[0]).toMatchObject({ kind: 'reversed', points: -30, purchaseId: paid.purchaseId });
  });

  it('lets points expire after the months the owner set', async () => {
    const user = await insertUser(t, { role: 'customer' });
    const paid = await placePaidOrder(t, user.token, { cart: [{ id: burger, cantidad: 2 }] });
    await deliver(paid.purchaseId);
    const earned = await points(user);
    expect(earned.balance).toBe(180);
    expect(earned.nextExpiry?.points).toBe(180);
    const saved = clock;
    clock = new Date(saved.getTime() + 366 * DAY_MS);
    const expired = await points(user);
    expect(expired.balance).toBe(0);
    expect(expired.history[0]).toMatchObject({ kind: 'expired', points: -180 });
    // Read again: expired once, not twice.
    expect((await points(user)).history.filter((row) => row.kind === 'expired')).toHaveLength(1);
    clock = new Date(saved.getTime() + 1000);
  });

  it('prices a reward as a line of the cart, and checks the balance', async () => {
    const cart = [{ id: burger, cantidad: 1 }];
    const priced = await api<{
      lines: Array<{ title: string; total: number; savings: Array<{ kind: string }> }>;
      total: number;
    }>('POST', '/cart/price', { body: { cart, rewardId: papas.id } });
    expect(priced.status).toBe(200);
    expect(priced.body.total).toBe(9000);
    expect(priced.body.lines[1]).toMatchObject({
      title: 'Papas clásicas',
      total: 0,
      savings: [{ kind: 'recompensa' }],
    });
    const amountOff = await api<{ total: number; orderDiscounts: Array<{ name: string; amount: number }> }>(
      'POST',
      '/cart/price',
      { body: { cart, rewardId: descuento.id } },
    );
    expect(amountOff.body).toMatchObject({
      total: 7000,
      orderDiscounts: [{ name: '$ 2.000 de descuento', amount: 2000 }],
    });
    expect(
      await api('POST', '/pay/mercadopago', { token: other.token, body: { cart, rewardId: papas.id } }),
    ).toMatchObject({ status: 409, body: { error: 'No tenés puntos suficientes para esa recompensa.' } });
    expect(await api('POST', '/cart/price', { body: { cart, rewardId: 999_999 } })).toMatchObject({
      status: 400,
      body: { error: 'La recompensa no existe.' },
    });
  });

  it('never spends the same points twice in two checkouts at once', async () => {
    const user = await insertUser(t, { role: 'customer' });
    expect((await give(user, 200)).status).toBe(200);
    const body = { cart: [{ id: burger, cantidad: 1 }], rewardId: papas.id };
    const results = await Promise.all([
      api('POST', '/pay/mercadopago', { token: user.token, body }),
      api('POST', '/pay/mercadopago', { token: user.token, body }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await points(user)).balance).toBe(50);
  });

  it('spends a reward’s points on cash at pickup and at the counter too, never a reward without them', async () => {
    const user = await insertUser(t, { role: 'customer' });
    expect((await give(user, 200)).status).toBe(200);
    const cart = [{ id: burger, cantidad: 1 }];
    const cash = (on: boolean) =>
      api('PUT', '/store/settings', { token: admin.token, body: { cashOnPickup: on, cashMaxTotal: 50000 } });
    expect((await cash(true)).status).toBe(200);
    try {
      const paid = await api('POST', '/pay/cash', { token: user.token, body: { cart, rewardId: papas.id } });
      expect(paid.status).toBe(201);
      expect((await points(user)).balance).toBe(50);
      // 50 left: the same reward is refused, nothing ordered.
      const again = await api('POST', '/pay/cash', { token: user.token, body: { cart, rewardId: papas.id } });
      expect(again).toMatchObject({ status: 409, body: { error: 'No tenés puntos suficientes para esa recompensa.' } });

      const staffOrder = (customer: Record<string, string>) =>
        api('POST', '/staff/orders', {
          token: employee.token,
          body: { customer, channel: 'telefono', payment: { method: 'efectivo' }, cart, rewardId: papas.id },
        });
      // Nobody's points to spend for a customer without an account.
      expect(await staffOrder({ name: 'Sin cuenta' })).toMatchObject({
        status: 400,
        body: { error: 'Ingresá a tu cuenta para usar tus puntos.' },
      });
      expect((await give(user, 150)).status).toBe(200);
      expect((await staffOrder({ name: 'Cliente', email: user.email })).status).toBe(201);
      expect((await points(user)).balance).toBe(50);
    } finally {
      await cash(false);
    }
  });

  it('holds one balance once when two holds meet in the database at the same moment', async () => {
    const user = await insertUser(t, { role: 'customer' });
    await give(user, 200);
    // Straight at the ledger, so nothing earlier in checkout (its slot lock) puts them in line.
    const hold = (orderId: number) =>
      t.app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        await holdPoints(
          tx,
          { userId: user.id, orderId, rewardId: papas.id, points: 150, rewardName: papas.name },
          clock,
        );
      });
    // Connections opened beforehand, so both holds start together instead of one waiting to connect.
    await Promise.all([1, 2, 3, 4].map(() => t.app.ctx.db.execute(sql`select pg_sleep(0.02)`)));
    const settled = await Promise.allSettled([hold(900_001), hold(900_002), hold(900_003), hold(900_004)]);
    expect(settled.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect((await points(user)).balance).toBe(50);
  });

  it('gives the points back when the payment is rejected or the checkout expires unpaid', async () => {
    const user = await insertUser(t, { role: 'customer' });
    await give(user, 150);
    const body = { cart: [{ id: burger, cantidad: 1 }], rewardId: papas.id };
    const rejected = await checkout(t, user.token, body);
    expect((await points(user)).balance).toBe(0);
    expect((await payInSandbox(t, rejected.preferenceId, 'rejected')).status).toBe(201);
    expect((await points(user)).balance).toBe(150);

    const abandoned = await checkout(t, user.token, body);
    expect((await points(user)).balance).toBe(0);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, abandoned.orderId));
    expect(row.rewardId).toBe(papas.id);
    clock = new Date((row.expiresAt ?? clock).getTime() + 1000);
    const back = await points(user);
    expect(back.balance).toBe(150);
    expect(back.history[0]).toMatchObject({ kind: 'reversed', points: 150 });
    const ledger = await t.app.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(150);
  });

  it('lets the admin add or remove points with a reason, on the activity log', async () => {
    const user = await insertUser(t, { role: 'customer', firstName: 'Sofía', lastName: 'Regular' });
    expect((await give(user, 40)).body.balance).toBe(40);
    expect(
      await api('POST', `/admin/users/${user.id}/points`, {
        token: admin.token,
        body: { points: -50, reason: 'Error de carga' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'El cliente no tiene tantos puntos.' } });
    expect(
      await api('POST', `/admin/users/${user.id}/points`, { token: admin.token, body: { points: 5, reason: ' ' } }),
    ).toMatchObject({ status: 400, body: { error: 'Ingresá el motivo.' } });
    const logged = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'points.adjust'));
    expect(logged.find((row) => row.target === 'Sofía Regular')).toMatchObject({
      after: { points: 40, reason: 'Saldo para la prueba' },
    });
    expect((await api('GET', `/users/${user.id}/points`, { token: customer.token })).status).toBe(403);
  });

  it('lets the owner change the rate and turn points off', async () => {
    const res = await api('PUT', '/admin/loyalty', {
      token: admin.token,
      body: { enabled: false, pesosPerPoint: 50, expiryMonths: 6 },
    });
    expect(res).toMatchObject({ status: 200, body: { enabled: false, rate: '1 punto cada $ 50', expiryMonths: 6 } });
    expect((await api<RewardView[]>('GET', '/rewards')).body).toEqual([]);
    expect(
      await api('POST', '/cart/price', { body: { cart: [{ id: burger, cantidad: 1 }], rewardId: papas.id } }),
    ).toMatchObject({ status: 409, body: { error: 'Los puntos no están disponibles en este momento.' } });
    await api('PUT', '/admin/loyalty', {
      token: admin.token,
      body: { enabled: true, pesosPerPoint: 100, expiryMonths: 12 },
    });
  });
});
