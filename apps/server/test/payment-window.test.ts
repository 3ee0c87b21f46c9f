import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PurchaseInfo } from '@burgers/domain/types';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, orderRow, payInSandbox } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const MINUTE_MS = 60_000;
const EXPIRED = 'Esta compra venció: armá el pedido de nuevo.';

describe('the payment window and payments the shop could not honour', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  let fries: number;

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 9000 });
    fries = await insertProduct(t, { type: 'fries', name: 'Papas', price: 3000 });
  });

  afterEach(async () => {
    t.app.ctx.now = () => new Date();
    await api('PUT', '/store/paused', { token: employee.token, body: { paused: false } });
    await api('PUT', `/products/${burger}/stock`, { token: employee.token, body: { inStock: true } });
  });

  const minutesLater = (minutes: number) => {
    const at = Date.now() + minutes * MINUTE_MS;
    t.app.ctx.now = () => new Date(at);
  };
  const cart = () => ({
    cart: [
      { id: burger, cantidad: 1 },
      { id: fries, cantidad: 2 },
    ],
  });
  const kitchenOrder = async (purchaseId: string) =>
    (await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token })).body.find(
      (o) => o.purchaseId === purchaseId,
    );

  it('closes the payment 30 minutes after checkout; the same cart can then be paid again', async () => {
    const before = Date.now();
    const placed = await checkout(t, customer.token, cart());
    const expiresAt = (await orderRow(t, placed.orderId))?.expiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * MINUTE_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * MINUTE_MS);

    minutesLater(31);
    const late = await payInSandbox(t, placed.preferenceId, 'approved');
    expect(late).toMatchObject({ status: 409, body: { error: EXPIRED } });
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'awaiting_payment', purchaseId: null });

    const again = await checkout(t, customer.token, cart());
    const paid = await payInSandbox(t, again.preferenceId, 'approved');
    expect(paid.status).toBe(201);
    expect(await kitchenOrder(paid.body.payment_id)).toBeDefined();
  });

  it('accepts a payment that arrives while orders are paused, flagged for the kitchen and the admin', async () => {
    const placed = await checkout(t, customer.token, cart());
    expect((await api('PUT', '/store/paused', { token: employee.token, body: { paused: true } })).status).toBe(200);
    minutesLater(5);
    const paid = await payInSandbox(t, placed.preferenceId, 'approved');
    expect(paid.status).toBe(201);
    const purchaseId = paid.body.payment_id;

    expect((await kitchenOrder(purchaseId))?.flags).toEqual(['Pagado durante la pausa']);
    const forAdmin = await api<Order>('GET', `/orders/${purchaseId}`, { token: admin.token });
    expect(forAdmin.body.flags).toEqual(['Pagado durante la pausa']);
    const detail = await api<PurchaseInfo>('GET', `/pay/mercadopago/${purchaseId}`, { token: employee.token });
    expect(detail.body.flags).toEqual(['Pagado durante la pausa']);
    // The customer's purchase page says nothing of it.
    const own = await api<PurchaseInfo>('GET', `/pay/mercadopago/${purchaseId}`, { token: customer.token });
    expect(own.status).toBe(200);
    expect(own.body.flags).toBeUndefined();
  });

  it('accepts a payment for a product sold out since checkout, flagged Sin stock al pagar', async () => {
    const placed = await checkout(t, customer.token, cart());
    expect(
      (await api('PUT', `/products/${burger}/stock`, { token: employee.token, body: { inStock: false } })).status,
    ).toBe(200);
    const paid = await payInSandbox(t, placed.preferenceId, 'approved');
    expect(paid.status).toBe(201);
    expect((await kitchenOrder(paid.body.payment_id))?.flags).toEqual(['Sin stock al pagar']);
  });

  it('flags nothing on an ordinary payment', async () => {
    const placed = await checkout(t, customer.token, cart());
    const paid = await payInSandbox(t, placed.preferenceId, 'approved');
    expect(paid.status).toBe(201);
    const order = await kitchenOrder(paid.body.payment_id);
    expect(order).toBeDefined();
    expect(order?.flags).toBeUndefined();
  });
});
