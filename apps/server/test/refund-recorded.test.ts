import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@burgers/domain/types';
import { ProviderRefusedError, type PaymentsProvider } from '#adapters/payments/types';
import { orderRefunds } from '#db/schema';
import { reconcilePendingRefunds } from '#modules/refunds/desk-refund';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

/**
 * A refund is money: recorded `pendiente` before the provider is asked and completed after, in a
 * column as wide as the orders' amounts, never for less than a cent.
 */
describe('refunds always on record', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let admin: TestUser;
  let burger: number;
  let sandbox: PaymentsProvider;

  beforeAll(async () => {
    ({ customer, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Doble', price: 9_000_000 });
    sandbox = t.app.ctx.payments;
  });

  /** The sandbox, but its refund call goes through `refund` (to look at the database while it is asked). */
  function providerWith(refund: PaymentsProvider['refundPayment']) {
    t.app.ctx.payments = { ...sandbox, name: 'sandbox', refundPayment: refund };
  }

  const order = async (id: string) => (await api<Order>('GET', `/orders/${id}`, { token: admin.token })).body;
  const refund = (id: string, body: unknown) =>
    api<Order & { error?: string }>('POST', `/admin/orders/${id}/refunds`, { token: admin.token, body });
  const rows = (orderId: number) => t.app.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

  it('refunds more than $ 21.474.836,47 (a 64-bit amount, as the order)', async () => {
    providerWith(sandbox.refundPayment);
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 3 }] });
    const res = await refund(paid.purchaseId, { amount: 22_000_000.55, reason: 'Pedido duplicado' });
    expect(res).toMatchObject({ status: 201, body: { refundedAmount: 22_000_000.55 } });
    expect(await rows(paid.orderId)).toEqual([
      expect.objectContaining({ amountCents: 2_200_000_055, status: 'completado' }),
    ]);
  });

  it('writes the refund pendiente before asking the provider, and completes it after', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const seen: unknown[] = [];
    providerWith(async (request) => {
      seen.push(...(await rows(paid.orderId)).map((row) => ({ status: row.status, amountCents: row.amountCents })));
      return sandbox.refundPayment(request);
    });
    expect((await refund(paid.purchaseId, { amount: 1000, reason: 'Demora' })).status).toBe(201);
    expect(seen).toEqual([{ status: 'pendiente', amountCents: 100_000 }]);
    expect(await rows(paid.orderId)).toEqual([expect.objectContaining({ status: 'completado', amountCents: 100_000 })]);
  });

  it('keeps a refund the provider did not answer pending, and the retry completes it once', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const keys: string[] = [];
    // The provider gives the money back, but its answer never arrives.
    providerWith(async (request) => {
      keys.push(request.idempotencyKey);
      await sandbox.refundPayment(request);
      throw new Error('socket hang up');
    });
    expect(await refund(paid.purchaseId, { amount: 2500, reason: 'Faltó la bebida' })).toMatchObject({
      status: 502,
      body: { error: 'MercadoPago no pudo hacer la devolución. Probá de nuevo en unos minutos.' },
    });
    expect(await rows(paid.orderId)).toEqual([expect.objectContaining({ status: 'pendiente', amountCents: 250_000 })]);
    // Not offered twice: what is left to give back already counts the pending refund.
    expect(await refund(paid.purchaseId, { amount: 9_000_000 - 2500 + 1, reason: 'Todo' })).toMatchObject({
      status: 400,
      body: { error: 'El monto supera lo que queda por devolver ($ 8.997.500).' },
    });

    providerWith(async (request) => {
      keys.push(request.idempotencyKey);
      return sandbox.refundPayment(request);
    });
    expect(await refund(paid.purchaseId, { amount: 2500, reason: 'Faltó la bebida' })).toMatchObject({
      status: 201,
      body: { refundedAmount: 2500, refunds: [{ amount: 2500, reason: 'Faltó la bebida', by: 'Ada Admin' }] },
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await rows(paid.orderId)).toEqual([expect.objectContaining({ status: 'completado', amountCents: 250_000 })]);
  });

  it('removes the pending refund when the provider refuses it (nothing moved), so the money can be refunded again', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    providerWith(async () => {
      throw new ProviderRefusedError('refused');
    });
    expect((await refund(paid.purchaseId, { amount: 1500, reason: 'Rechazada' })).status).toBe(502);
    expect(await rows(paid.orderId)).toEqual([]);
    providerWith(sandbox.refundPayment);
    expect(await refund(paid.purchaseId, { reason: 'Todo' })).toMatchObject({
      status: 201,
      body: { status: 'Cancelado', refundedAmount: 9_000_000 },
    });
  });

  it('completes a refund left pending by a crash when the server reconciles', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    providerWith(async (request) => {
      await sandbox.refundPayment(request);
      throw new Error('process killed');
    });
    expect((await refund(paid.purchaseId, { reason: 'Cerrado' })).status).toBe(502);
    expect((await order(paid.purchaseId)).refundedAmount).toBe(0);
    providerWith(sandbox.refundPayment);
    const later = new Date(Date.now() + 5 * 60_000);
    await reconcilePendingRefunds({ ...t.app.ctx, now: () => later });
    expect(await order(paid.purchaseId)).toMatchObject({ status: 'Cancelado', refundedAmount: 9_000_000 });
  });

  it('answers 400 to a refund of less than one cent, asking nothing and recording nothing', async () => {
    const paid = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    let asked = 0;
    providerWith(async (request) => {
      asked += 1;
      return sandbox.refundPayment(request);
    });
    for (const amount of [0.000_000_01, 0.001, 0.004]) {
      expect(await refund(paid.purchaseId, { amount, reason: 'Centavos' })).toMatchObject({
        status: 400,
        body: { error: 'El monto debe ser un número mayor a cero, con hasta dos decimales.' },
      });
    }
    expect(asked).toBe(0);
    expect(await rows(paid.orderId)).toEqual([]);
  });
});
