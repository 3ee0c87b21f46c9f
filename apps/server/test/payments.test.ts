import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order, PurchaseInfo } from '@burgers/domain/types';
import type { ProviderPayment } from '#adapters/payments/types';
import { payments } from '#db/schema';
import { recordPayment } from '#modules/payments/service';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { stubMercadoPago } from './support/mercadopago-stub';
import { checkout, orderRow, payInSandbox, placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

describe('sandbox payments', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let otherCustomer: TestUser;
  let employee: TestUser;
  let burger: number;
  let fries: number;

  beforeAll(async () => {
    ({ customer, otherCustomer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Doble <Cheddar>', price: 9000 });
    fries = await insertProduct(t, { type: 'fries', name: 'Papas', price: 3000 });
  });

  const kitchen = async (status: 'Pendiente' | 'Listo') => {
    const res = await api<Order[]>('GET', `/orders?status=${status}`, { token: employee.token });
    expect(res.status).toBe(200);
    return res.body.map((order) => order.purchaseId);
  };

  it('runs from checkout through the sandbox page to a ready order', async () => {
    const placed = await checkout(t, customer.token, {
      cart: [
        { id: burger, cantidad: 2 },
        { id: fries, cantidad: 1 },
      ],
      note: 'Sin sal',
    });

    const page = await fetch(placed.initPoint);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain('Doble &lt;Cheddar&gt;');
    expect(html).toContain('$ 21.000,00');
    for (const text of [
      'Aprobar',
      'Dejar pendiente',
      'Rechazar',
      '1 cuota de $ 21.000,00',
      '3 cuotas de $ 7.000,00',
      '6 cuotas de $ 3.500,00',
    ]) {
      expect(html).toContain(text);
    }
    // Its style and script are the shop's own files, never inline (the CSP allows no inline code).
    expect(html).not.toMatch(/<script>|<style/);
    expect(html).toMatch(/<script src="\/api\/sandbox\/assets\/checkout\.js"><\/script>/);

    const paid = await payInSandbox(t, placed.preferenceId, 'approved', 3);
    expect(paid.status).toBe(201);
    const redirect = new URL(paid.body.redirect);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${t.config.publicUrl}/pay/`);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      payment_id: paid.body.payment_id,
      status: 'approved',
      external_reference: String(placed.orderId),
      preference_id: placed.preferenceId,
    });
    const purchaseId = paid.body.payment_id;

    expect(await kitchen('Pendiente')).toContain(purchaseId);
    expect(await kitchen('Listo')).not.toContain(purchaseId);

    const ready = await api<Order>('PUT', `/orders/${purchaseId}`, {
      token: employee.token,
      body: { status: 'Listo' },
    });
    expect(ready.status).toBe(200);
    expect(await kitchen('Pendiente')).not.toContain(purchaseId);
    const listo = await api<Order[]>('GET', '/orders?status=Listo', { token: employee.token });
    expect(listo.body.find((order) => order.purchaseId === purchaseId)).toMatchObject({
      status: 'Listo',
      employee: 'Emma Empleada',
      customer: [{ firstName: 'Carla', lastName: 'Cliente' }],
      // Paid on the sandbox: the kitchen and the customer see that no money was charged.
      simulated: true,
      data: { transaction_amount: 21000, metadata: { note: 'Sin sal' } },
    });
    const simulatedInfo = await api<{ simulated: boolean }>('GET', `/pay/mercadopago/${purchaseId}`, {
      token: customer.token,
    });
    expect(simulatedInfo.body.simulated).toBe(true);
    expect((await api('GET', '/payments/mode')).body).toEqual({ mode: 'sandbox' });

    const info = await api<PurchaseInfo>('GET', `/pay/mercadopago/${purchaseId}`, { token: customer.token });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      id: purchaseId,
      transaction_amount: 21000,
      status: 'approved',
      installments: 3,
      transaction_details: { installment_amount: 7000, total_paid_amount: 21000 },
      additional_info: {
        items: [
          { id: String(burger), title: 'Doble <Cheddar>', quantity: 2, unit_price: 9000 },
          { id: String(fries), title: 'Papas', quantity: 1, unit_price: 3000 },
        ],
      },
      external_reference: String(placed.orderId),
      simulated: true,
      refunded: false,
    });
  });

  it('shows purchase info to its customer and the staff only', async () => {
    const { purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: fries, cantidad: 1 }] });
    const path = `/pay/mercadopago/${purchaseId}`;
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('GET', path, { token: customer.token })).status).toBe(200);
    expect((await api('GET', path, { token: employee.token })).status).toBe(200);
    expect(await api('GET', path, { token: otherCustomer.token })).toMatchObject({
      status: 403,
      body: { error: 'No tenés permiso para realizar esta acción' },
    });
    expect(await api('GET', '/pay/mercadopago/123456789', { token: customer.token })).toMatchObject({
      status: 404,
      body: { error: 'Pago no encontrado' },
    });
  });

  it('keeps a pending payment out of the kitchen lists', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: fries, cantidad: 1 }] });
    const pending = await payInSandbox(t, placed.preferenceId, 'in_process');
    expect(pending.status).toBe(201);
    expect(new URL(pending.body.redirect).searchParams.get('status')).toBe('in_process');
    expect(await kitchen('Pendiente')).not.toContain(pending.body.payment_id);
    expect(await kitchen('Listo')).not.toContain(pending.body.payment_id);
    expect((await orderRow(t, placed.orderId)).status).toBe('awaiting_payment');
    const info = await api<PurchaseInfo>('GET', `/pay/mercadopago/${pending.body.payment_id}`, {
      token: customer.token,
    });
    expect(info.body.status).toBe('in_process');
  });

  it('marks a rejected payment, and a later approval still reaches the kitchen', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: fries, cantidad: 1 }] });
    const rejected = await payInSandbox(t, placed.preferenceId, 'rejected');
    expect(rejected.status).toBe(201);
    expect((await orderRow(t, placed.orderId)).status).toBe('rejected');
    expect(await kitchen('Pendiente')).not.toContain(rejected.body.payment_id);

    const approved = await payInSandbox(t, placed.preferenceId, 'approved');
    expect((await orderRow(t, placed.orderId)).status).toBe('Pendiente');
    expect(await kitchen('Pendiente')).toContain(approved.body.payment_id);
  });

  it('applies the same approval once, however often it arrives', async () => {
    const placed = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const before = await orderRow(t, placed.orderId);

    const events: string[] = [];
    const unlisten = await t.app.ctx.database.listen('orders', (payload) => events.push(payload));
    const [stored] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, placed.purchaseId));
    const again: ProviderPayment = {
      id: stored.id,
      status: 'approved',
      orderId: placed.orderId,
      installments: stored.installments,
      transactionAmountCents: stored.transactionAmountCents,
      installmentAmountCents: stored.installmentAmountCents,
      totalPaidCents: stored.totalPaidCents,
      raw: stored.raw,
    };
    const outcomes = await Promise.all([recordPayment(t.app.ctx, again), recordPayment(t.app.ctx, again)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await unlisten();

    expect(outcomes).toEqual([
      { kind: 'recorded', orderId: placed.orderId, changed: false },
      { kind: 'recorded', orderId: placed.orderId, changed: false },
    ]);
    expect(events).toEqual([]);
    const after = await orderRow(t, placed.orderId);
    expect(after.paidAt).toEqual(before.paidAt);
    expect(after.purchaseId).toBe(placed.purchaseId);
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0].updatedAt).toEqual(stored.updatedAt);

    // The sandbox page cannot charge a paid order again.
    expect(await payInSandbox(t, placed.preferenceId, 'approved')).toMatchObject({
      status: 409,
      body: { error: 'Esta compra ya fue pagada' },
    });
    const page = await fetch(placed.initPoint);
    expect(await page.text()).toContain('Esta compra ya fue pagada.');
  });

  it('records one payment when the same preference is approved many times at once', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const events: string[] = [];
    const unlisten = await t.app.ctx.database.listen('orders', (payload) => events.push(payload));

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => payInSandbox(t, placed.preferenceId, 'approved')),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await unlisten();

    const approved = answers.filter((answer) => answer.status === 201);
    expect(approved).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer).toMatchObject({ status: 409, body: { error: 'Esta compra ya fue pagada' } });
    }
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(rows.map((row) => [row.id, row.status])).toEqual([[approved[0]?.body.payment_id, 'approved']]);
    expect(await orderRow(t, placed.orderId)).toMatchObject({
      status: 'Pendiente',
      purchaseId: approved[0]?.body.payment_id,
    });
    expect(events.map((payload) => JSON.parse(payload) as unknown)).toEqual([
      { purchaseId: approved[0]?.body.payment_id, status: 'Pendiente' },
    ]);
  });

  it('tells the kitchen about a payment with its own commit, not with a later statement', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: fries, cantidad: 1 }] });
    const events: string[] = [];
    const unlisten = await t.app.ctx.database.listen('orders', (payload) => events.push(payload));
    // A separate notification after the commit would fail here, as it would after a crash.
    const notify = vi.spyOn(t.app.ctx.database, 'notify').mockRejectedValue(new Error('connection lost'));
    try {
      const paid = await payInSandbox(t, placed.preferenceId, 'approved');
      expect(paid.status).toBe(201);
      const ready = await api('PUT', `/orders/${paid.body.payment_id}`, {
        token: employee.token,
        body: { status: 'Listo' },
      });
      expect(ready.status).toBe(200);
      await vi.waitFor(() => expect(events).toHaveLength(2));
      expect(events.map((payload) => JSON.parse(payload) as unknown)).toEqual([
        { purchaseId: paid.body.payment_id, status: 'Pendiente' },
        { purchaseId: paid.body.payment_id, status: 'Listo' },
      ]);
    } finally {
      notify.mockRestore();
      await unlisten();
    }
  });

  it('answers unknown preferences and bad choices', async () => {
    const page = await fetch(`${t.baseUrl}/api/sandbox/checkout/sandbox-nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('La orden de pago no existe');
    expect(await payInSandbox(t, 'sandbox-nope')).toMatchObject({
      status: 404,
      body: { error: 'La orden de pago no existe' },
    });

    const placed = await checkout(t, customer.token, { cart: [{ id: fries, cantidad: 1 }] });
    expect(await payInSandbox(t, placed.preferenceId, 'approved', 2)).toMatchObject({
      status: 400,
      body: { error: 'Las cuotas deben ser 1, 3 o 6' },
    });
    const bad = await api('POST', '/sandbox/payments', {
      body: { preference_id: placed.preferenceId, status: 'refunded', installments: 1 },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Elegí aprobar, dejar pendiente o rechazar el pago' } });
  });
});

describe('MercadoPago mode with a stubbed provider', () => {
  const secret = 'webhook-secret-for-tests';
  const { t, api } = useTestApp({ PAYMENTS: 'mercadopago', MP_ACCESS_TOKEN: 'TEST-0000', MP_WEBHOOK_SECRET: secret });
  let customer: TestUser;
  let burger: number;
  const mercadoPago = stubMercadoPago();
  const { preferences, remote, getPayment } = mercadoPago;

  beforeAll(async () => {
    // No network: the provider answers from memory, like MercadoPago would.
    mercadoPago.install(t);
    customer = await insertUser(t, { role: 'customer', firstName: 'Carla', lastName: 'Cliente' });
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 11.11 });
    await insertCoupon(t, { code: 'SIETE', percentage: 7, expirationDate: FUTURE_DATE, productIds: [burger] });
  });

  const providerPayment = (
    id: string,
    orderId: number,
    status: ProviderPayment['status'],
    amountCents: number,
  ): ProviderPayment => ({
    id,
    status,
    orderId,
    installments: 1,
    transactionAmountCents: amountCents,
    installmentAmountCents: amountCents,
    totalPaidCents: amountCents,
    raw: { id, status },
  });

  function signature(dataId: string, requestId: string, key = secret, signedAt = Date.now()) {
    const ts = String(Math.floor(signedAt / 1000));
    const hash = createHmac('sha256', key).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
    return `ts=${ts},v1=${hash}`;
  }

  const notify = (dataId: string, headers: Record<string, string>) =>
    api('POST', `/pay/mercadopago/webhook?data.id=${dataId}&type=payment`, {
      headers,
      body: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
    });

  it('sends the provider items that add up exactly to the order total', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 3 }], coupons: ['SIETE'] });
    const order = await orderRow(t, placed.orderId);
    // 3 x 11.11 = 33.33, minus 7% (2.33) = 31.00, which is not a whole number of cents per unit.
    expect(order.totalCents).toBe(3100);
    const request = preferences.find((p) => p.orderId === placed.orderId);
    expect(request?.items).toEqual([
      { id: String(burger), title: 'Clásica', quantity: 2, unitPrice: 10.33 },
      { id: String(burger), title: 'Clásica', quantity: 1, unitPrice: 10.34 },
    ]);
    expect(placed.preferenceId).toBe(`pref-${placed.orderId}`);
  });

  it('accepts a signed notification and reads the payment back from the provider', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('9001', providerPayment('9001', placed.orderId, 'approved', 1111));
    getPayment.mockClear();

    const res = await notify('9001', { 'x-signature': signature('9001', 'req-1'), 'x-request-id': 'req-1' });
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    expect(getPayment).toHaveBeenCalledWith('9001');
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'Pendiente', purchaseId: '9001' });
    // A real payment is not marked as simulated, and the web shows no demo banner.
    const info = await api<{ simulated: boolean }>('GET', '/pay/mercadopago/9001', { token: customer.token });
    expect(info.body.simulated).toBe(false);
    expect((await api('GET', '/payments/mode')).body).toEqual({ mode: 'mercadopago' });
  });

  it('makes one of two payments approved at once the paid one, and the other changes nothing', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('9101', providerPayment('9101', placed.orderId, 'approved', 1111));
    remote.set('9102', providerPayment('9102', placed.orderId, 'approved', 1111));
    const events: string[] = [];
    const unlisten = await t.app.ctx.database.listen('orders', (payload) => events.push(payload));

    const answers = await Promise.all(
      ['9101', '9102', '9101', '9102'].map((id, i) =>
        notify(id, { 'x-signature': signature(id, `req-par-${i}`), 'x-request-id': `req-par-${i}` }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await unlisten();

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.id;
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'Pendiente', purchaseId: winner });
    expect(events.map((payload) => JSON.parse(payload) as unknown)).toEqual([
      { purchaseId: winner, status: 'Pendiente' },
    ]);
  });

  it('refuses notifications with a wrong, forged or missing signature', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('9002', providerPayment('9002', placed.orderId, 'approved', 1111));
    getPayment.mockClear();

    const cases: Array<Record<string, string>> = [
      { 'x-signature': signature('9002', 'req-2', 'not-the-secret'), 'x-request-id': 'req-2' },
      { 'x-signature': signature('1234', 'req-2'), 'x-request-id': 'req-2' },
      { 'x-signature': signature('9002', 'req-2'), 'x-request-id': 'req-other' },
      { 'x-request-id': 'req-2' },
      // Rightly signed, but six minutes ago: a replayed notification.
      { 'x-signature': signature('9002', 'req-2', secret, Date.now() - 6 * 60_000), 'x-request-id': 'req-2' },
    ];
    for (const headers of cases) {
      expect(await notify('9002', headers)).toMatchObject({
        status: 401,
        body: { error: 'La firma de la notificación no es válida' },
      });
    }
    expect(getPayment).not.toHaveBeenCalled();
    expect((await orderRow(t, placed.orderId)).status).toBe('awaiting_payment');
  });

  it('trusts the provider, not the notification: a payment still in process is not paid', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('9003', providerPayment('9003', placed.orderId, 'in_process', 1111));
    const res = await notify('9003', { 'x-signature': signature('9003', 'req-3'), 'x-request-id': 'req-3' });
    expect(res.status).toBe(200);
    expect((await orderRow(t, placed.orderId)).status).toBe('awaiting_payment');
  });

  it('refuses an approval that does not cover the order total', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('9004', providerPayment('9004', placed.orderId, 'approved', 100));
    const res = await notify('9004', { 'x-signature': signature('9004', 'req-4'), 'x-request-id': 'req-4' });
    expect(res.status).toBe(200);
    expect((await orderRow(t, placed.orderId)).status).toBe('awaiting_payment');
  });

  it('asks the provider when the buyer returns before the notification', async () => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    remote.set('9005', providerPayment('9005', placed.orderId, 'approved', 1111));
    const info = await api<PurchaseInfo>('GET', '/pay/mercadopago/9005', { token: customer.token });
    expect(info).toMatchObject({ status: 200, body: { id: '9005', status: 'approved', transaction_amount: 11.11 } });
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'Pendiente', purchaseId: '9005' });
    expect((await api('GET', '/pay/mercadopago/9999', { token: customer.token })).status).toBe(404);
  });

  it('has no sandbox routes', async () => {
    expect((await api('POST', '/sandbox/payments', { body: {} })).status).toBe(404);
  });
});
