import { createHmac } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PurchaseInfo } from '@burgers/domain/types';
import { normalizePaymentStatus } from '#adapters/payments/status';
import type { ProviderPayment } from '#adapters/payments/types';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { stubMercadoPago } from './support/mercadopago-stub';
import { checkout, orderRow, payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const EXPIRED = 'Esta compra venció: armá el pedido de nuevo.';

describe('unpaid orders expire (sandbox)', () => {
  // A payment window longer than the TTL: the TTL caps it.
  const { t, api } = useTestApp({ ORDER_TTL_HOURS: '2', PAYMENT_WINDOW_MINUTES: '600' });
  let customer: TestUser;
  let employee: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 9000 });
    await insertCoupon(t, { code: 'VIEJO', percentage: 50, expirationDate: FUTURE_DATE, productIds: [burger] });
  });

  afterEach(() => {
    t.app.ctx.now = () => new Date();
  });

  const later = (hours: number) => {
    const at = Date.now() + hours * HOUR_MS;
    t.app.ctx.now = () => new Date(at);
  };

  it('refuses to pay an order older than ORDER_TTL_HOURS, on the API and on the checkout page', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }], coupons: ['VIEJO'] });
    later(2);

    const paid = await payInSandbox(t, placed.preferenceId, 'approved');
    expect(paid).toMatchObject({ status: 409, body: { error: EXPIRED } });
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'awaiting_payment', purchaseId: null });
    const kitchen = await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token });
    expect(kitchen.body).toEqual([]);

    const page = await (await fetch(placed.initPoint)).text();
    expect(page).toContain(EXPIRED);
    expect(page).not.toContain('Aprobar');
  });

  it('still takes the payment just before the order expires', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    later(1.9);
    const page = await (await fetch(placed.initPoint)).text();
    expect(page).toContain('Aprobar');
    expect((await payInSandbox(t, placed.preferenceId, 'approved')).status).toBe(201);
    expect((await orderRow(t, placed.orderId)).status).toBe('Pendiente');
  });
});

describe('expiry and refunds notified by MercadoPago (stubbed provider)', () => {
  const secret = 'webhook-secret-for-tests';
  const { t, api } = useTestApp({ PAYMENTS: 'mercadopago', MP_ACCESS_TOKEN: 'TEST-0000', MP_WEBHOOK_SECRET: secret });
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  const mercadoPago = stubMercadoPago();
  const { preferences, remote } = mercadoPago;

  beforeAll(async () => {
    mercadoPago.install(t);
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 11.11 });
  });

  afterEach(() => {
    t.app.ctx.now = () => new Date();
  });

  const payment = (id: string, orderId: number, status: ProviderPayment['status']): ProviderPayment => ({
    id,
    status,
    orderId,
    installments: 1,
    transactionAmountCents: 1111,
    installmentAmountCents: 1111,
    totalPaidCents: 1111,
    raw: { id, status },
  });

  const notify = (dataId: string, requestId: string) => {
    const ts = String(Math.floor(Date.now() / 1000));
    const hash = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
    return api('POST', `/pay/mercadopago/webhook?data.id=${dataId}&type=payment`, {
      headers: { 'x-signature': `ts=${ts},v1=${hash}`, 'x-request-id': requestId },
      body: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
    });
  };

  const kitchen = async (status: 'Pendiente' | 'Listo') =>
    (await api<Order[]>('GET', `/orders?status=${status}`, { token: employee.token })).body.map((o) => o.purchaseId);

  it('asks MercadoPago to close the checkout when the payment window (30 minutes) ends', async () => {
    const before = Date.now();
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const expiresAt = preferences.find((p) => p.orderId === placed.orderId)?.expiresAt;
    expect(expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 30 * MINUTE_MS);
    expect(expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 30 * MINUTE_MS);
  });

  it('does not send an expired order to the kitchen when its approval arrives late', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('7001', payment('7001', placed.orderId, 'approved'));
    const at = Date.now() + 25 * HOUR_MS;
    t.app.ctx.now = () => new Date(at);

    expect((await notify('7001', 'req-exp')).status).toBe(200);
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'awaiting_payment', purchaseId: null });
    expect(await kitchen('Pendiente')).not.toContain('7001');
    // The buyer's return asks the provider again: still not applied.
    expect((await api('GET', '/pay/mercadopago/7001', { token: customer.token })).status).toBe(404);
    expect((await orderRow(t, placed.orderId)).status).toBe('awaiting_payment');
  });

  for (const [n, status] of [
    ['1', 'refunded'],
    ['2', 'charged_back'],
    ['3', 'cancelled'],
  ] as const) {
    it(`takes an order whose payment was ${status} after approval off the kitchen and says so on the purchase`, async () => {
      const id = `710${n}`;
      const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
      remote.set(id, payment(id, placed.orderId, 'approved'));
      expect((await notify(id, `req-${id}-a`)).status).toBe(200);
      expect(await kitchen('Pendiente')).toContain(id);
      const waitingBefore = (await api<{ waitingNow: number }>('GET', '/admin/stats', { token: admin.token })).body
        .waitingNow;

      const events: string[] = [];
      const unlisten = await t.app.ctx.database.listen('orders', (payload) => events.push(payload));
      // MercadoPago's own word for the reversal, folded by the adapter like every other state.
      remote.set(id, { ...payment(id, placed.orderId, normalizePaymentStatus(status)), raw: { id, status } });
      expect((await notify(id, `req-${id}-b`)).status).toBe(200);
      // The same notification again changes nothing and tells the kitchen nothing more.
      expect((await notify(id, `req-${id}-c`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await unlisten();

      expect(events.map((e) => JSON.parse(e) as unknown)).toEqual([
        { purchaseId: id, status: 'Pendiente', refunded: true },
      ]);
      expect(await kitchen('Pendiente')).not.toContain(id);
      expect(await kitchen('Listo')).not.toContain(id);
      const stats = (await api<{ waitingNow: number }>('GET', '/admin/stats', { token: admin.token })).body;
      expect(stats.waitingNow).toBe(waitingBefore - 1);
      // The kitchen cannot hand it over any more.
      expect((await api('PUT', `/orders/${id}`, { token: employee.token, body: { status: 'Listo' } })).status).toBe(
        409,
      );

      // The owner and the buyer still find it, marked as refunded.
      const owner = await api<Order>('GET', `/orders/${id}`, { token: admin.token });
      expect(owner.status).toBe(200);
      expect(owner.body.refundedAt).toEqual(expect.any(String));
      const info = await api<PurchaseInfo>('GET', `/pay/mercadopago/${id}`, { token: customer.token });
      expect(info).toMatchObject({ status: 200, body: { id, refunded: true } });
    });
  }

  it('does not call a rejected attempt before any approval a refund', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('7201', payment('7201', placed.orderId, 'rejected'));
    expect((await notify('7201', 'req-7201')).status).toBe(200);
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'rejected', refundedAt: null });
    const info = await api<PurchaseInfo>('GET', '/pay/mercadopago/7201', { token: customer.token });
    expect(info.body).toMatchObject({ status: 'rejected', refunded: false });
  });
});
