import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPayment } from '#adapters/payments/types';
import { activityLog } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { stubMercadoPago } from './support/mercadopago-stub';
import { useTestApp, type Api, type TestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface QrOrder {
  purchaseId: string | null;
  payment: { method: string; status: string };
  data: { transaction_amount: number };
  paymentUrl: string | null;
  qr: { id: string; image: string | null; terminal: string | null } | null;
  error?: string;
}
interface QrState {
  status: 'a_cobrar' | 'pagado';
  purchaseId: string | null;
  number: number | null;
  error?: string;
}

/** Lunch and dinner every day but Sunday; Buenos Aires is UTC-3 (2026-11-23 is a Monday). */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, from: '11:00', to: '15:00' },
  { day, from: '19:00', to: '23:00' },
]);
const MONDAY_1155 = new Date('2026-11-23T14:55:00Z');

async function counterSetup(t: TestApp, api: Api) {
  t.app.ctx.now = () => MONDAY_1155;
  const cast = await insertCast(t);
  const burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  expect((await api('PUT', '/store/hours', { token: cast.admin.token, body: { hours: WEEK } })).status).toBe(200);
  const takeQr = (token = cast.employee.token) =>
    api<QrOrder>('POST', '/staff/orders', {
      token,
      body: {
        customer: { name: 'Mora' },
        channel: 'mostrador',
        cart: [{ id: burger, cantidad: 2 }],
        payment: { method: 'qr' },
      },
    });
  return { ...cast, takeQr };
}

describe('QR at the counter through MercadoPago’s Orders API', () => {
  const secret = 'webhook-secret-for-qr';
  const { t, api } = useTestApp({ PAYMENTS: 'mercadopago', MP_ACCESS_TOKEN: 'TEST-0000', MP_WEBHOOK_SECRET: secret });
  const mercadoPago = stubMercadoPago();
  const { inStoreOrders, remoteOrders, getInStoreOrder, preferences } = mercadoPago;
  let employee: TestUser;
  let takeQr: Awaited<ReturnType<typeof counterSetup>>['takeQr'];

  beforeAll(async () => {
    mercadoPago.install(t);
    ({ employee, takeQr } = await counterSetup(t, api));
  });

  const reported = (id: string, orderId: number, status: ProviderPayment['status'], cents: number) => {
    remoteOrders.set(id, {
      id,
      status,
      orderId,
      installments: 1,
      transactionAmountCents: cents,
      installmentAmountCents: cents,
      totalPaidCents: cents,
      raw: { id, status },
    });
  };
  function signature(dataId: string, requestId: string, key = secret) {
    const ts = String(Math.floor(Date.now() / 1000));
    const signed = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    return `ts=${ts},v1=${createHmac('sha256', key).update(signed).digest('hex')}`;
  }
  const notify = (
    dataId: string,
    requestId: string,
    headers: Record<string, string> = { 'x-signature': signature(dataId, requestId) },
  ) =>
    api('POST', `/pay/mercadopago/webhook?data.id=${dataId}&type=order`, {
      headers: { 'x-request-id': requestId, ...headers },
      body: { action: 'order.processed', type: 'order', data: { id: dataId } },
    });
  const state = (qrId: string) => api<QrState>('GET', `/staff/orders/qr/${qrId}`, { token: employee.token });
  const paymentsLogged = async () =>
    (await t.app.ctx.db.select().from(activityLog)).filter((entry) => entry.action === 'order.payment').length;
  const kitchenHas = async (purchaseId: string) =>
    (await api<Array<{ purchaseId: string }>>('GET', '/orders', { token: employee.token })).body.some(
      (order) => order.purchaseId === purchaseId,
    );

  it('opens a MercadoPago order (type qr) for the amount and shows its QR; no Checkout Pro preference', async () => {
    const before = preferences.length;
    const res = await takeQr();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      purchaseId: null,
      paymentUrl: null,
      payment: { method: 'qr', status: 'a_cobrar' },
    });
    expect(res.body.qr?.image).toMatch(/^data:image\/png;base64,/);
    expect(preferences.length).toBe(before);
    const opened = inStoreOrders.find((order) => order.id === res.body.qr?.id);
    expect(opened?.totalCents).toBe(1_700_000);
    expect(await state(res.body.qr?.id ?? '')).toMatchObject({ status: 200, body: { status: 'a_cobrar' } });
  });

  it('turns the order pagado once, however often and in whatever order the notifications arrive', async () => {
    const res = await takeQr();
    const qrId = res.body.qr?.id ?? '';
    const orderId = inStoreOrders.find((order) => order.id === qrId)?.orderId ?? 0;
    // MercadoPago still waits for the customer: an early notification changes nothing.
    reported(qrId, orderId, 'pending', 1_700_000);
    expect((await notify(qrId, 'qr-early')).status).toBe(200);
    expect((await state(qrId)).body.status).toBe('a_cobrar');
    // Paid: the same notification three times, at once and again later.
    reported(qrId, orderId, 'approved', 1_700_000);
    const answers = await Promise.all([notify(qrId, 'qr-1'), notify(qrId, 'qr-2'), notify(qrId, 'qr-3')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await notify(qrId, 'qr-late')).toMatchObject({ status: 200 });
    const paid = (await state(qrId)).body;
    expect(paid).toMatchObject({ status: 'pagado', purchaseId: qrId });
    expect(paid.number).toBeGreaterThan(0);
    expect(await kitchenHas(qrId)).toBe(true);
    const order = await api<QrOrder>('GET', `/orders/${qrId}`, { token: employee.token });
    expect(order.body.payment).toMatchObject({ method: 'qr', status: 'pagado' });
    // One payment row, one number: the repeated notifications were read back and changed nothing.
    const rows = await t.app.ctx.db.query.payments.findMany({ where: (p, { eq }) => eq(p.orderId, orderId) });
    expect(rows).toHaveLength(1);
    // A notification of an earlier moment, read back while MercadoPago's answer is still stale.
    reported(qrId, orderId, 'pending', 1_700_000);
    expect((await notify(qrId, 'qr-stale')).status).toBe(200);
    expect((await state(qrId)).body).toMatchObject({ status: 'pagado', number: paid.number });
    const [row] = await t.app.ctx.db.query.payments.findMany({ where: (p, { eq }) => eq(p.orderId, orderId) });
    expect(row?.status).toBe('approved');
    expect(getInStoreOrder).toHaveBeenCalledWith(qrId);
  });

  it('refuses forged, unsigned and re-aimed notifications without asking MercadoPago', async () => {
    const res = await takeQr();
    const qrId = res.body.qr?.id ?? '';
    const orderId = inStoreOrders.find((order) => order.id === qrId)?.orderId ?? 0;
    reported(qrId, orderId, 'approved', 1_700_000);
    getInStoreOrder.mockClear();
    const forgeries: Array<Record<string, string>> = [
      { 'x-signature': signature(qrId, 'forged', 'not-the-secret') },
      { 'x-signature': signature('ORD99999999QR', 'forged') },
      { 'x-signature': 'ts=1,v1=deadbeef' },
      {},
    ];
    for (const headers of forgeries) {
      const answer = await notify(qrId, 'forged', headers);
      expect(answer).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    }
    expect(getInStoreOrder).not.toHaveBeenCalled();
    expect((await state(qrId)).body.status).toBe('a_cobrar');
  });

  it('never pays a QR with an amount short of the order, nor another order with a QR that was not opened for it', async () => {
    const first = await takeQr();
    const second = await takeQr();
    const firstId = first.body.qr?.id ?? '';
    const secondOrder = inStoreOrders.find((order) => order.id === second.body.qr?.id)?.orderId ?? 0;
    const firstOrder = inStoreOrders.find((order) => order.id === firstId)?.orderId ?? 0;
    reported(firstId, firstOrder, 'approved', 100);
    expect((await notify(firstId, 'short')).status).toBe(200);
    expect((await state(firstId)).body.status).toBe('a_cobrar');
    // MercadoPago says this QR paid the second order: not the order it was opened for.
    reported(firstId, secondOrder, 'approved', 1_700_000);
    expect((await notify(firstId, 'aimed')).status).toBe(200);
    expect((await state(second.body.qr?.id ?? '')).body.status).toBe('a_cobrar');
  });

  it('has no Simular pago outside the sandbox', async () => {
    const res = await takeQr();
    const simulate = await api('POST', `/staff/orders/qr/${res.body.qr?.id}/simulate`, { token: employee.token });
    expect(simulate.status).toBe(404);
    expect(await paymentsLogged()).toBe(0);
  });
});

describe('QR at the counter on the sandbox: Simular pago', () => {
  const { t, api } = useTestApp();
  let cast: Awaited<ReturnType<typeof counterSetup>>;

  beforeAll(async () => {
    cast = await counterSetup(t, api);
  });

  it('shows a QR of the sandbox page, and Simular pago pays it once for staff only', async () => {
    const res = await cast.takeQr();
    expect(res.status).toBe(201);
    const qrId = res.body.qr?.id ?? '';
    expect(qrId).toMatch(/^sandbox-qr-/);
    expect(res.body.qr?.image).toMatch(/^data:image\/png;base64,/);
    const simulate = (token: string) => api<QrState>('POST', `/staff/orders/qr/${qrId}/simulate`, { token });
    expect((await simulate(cast.customer.token)).status).toBe(403);
    const paid = await simulate(cast.employee.token);
    expect(paid).toMatchObject({ status: 200, body: { status: 'pagado' } });
    expect(paid.body.number).toBeGreaterThan(0);
    const again = await simulate(cast.employee.token);
    expect(again.status).toBe(409);
    const order = await api<QrOrder>('GET', `/orders/${paid.body.purchaseId}`, { token: cast.employee.token });
    expect(order.body.payment).toMatchObject({ method: 'qr', status: 'pagado' });
    const cash = await api<{ byMethod: { qr: number } }>('GET', '/admin/cash?day=2026-11-23', {
      token: cast.admin.token,
    });
    expect(cash.body.byMethod.qr).toBe(17000);
    const logged = (await t.app.ctx.db.select().from(activityLog)).filter((e) => e.action === 'order.payment');
    expect(logged).toHaveLength(1);
  });

  it('answers 404 for a QR that is not the counter’s', async () => {
    const unknown = await api('POST', '/staff/orders/qr/sandbox-qr-nada/simulate', { token: cast.employee.token });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Compra no encontrada' } });
  });
});
