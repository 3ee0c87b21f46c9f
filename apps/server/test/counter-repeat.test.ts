import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

interface Offer {
  customer: { name: string; phone: string | null; email: string | null };
  order: { purchaseId: string; number: number | null; total: number };
  earlier: Array<{ purchaseId: string; total: number }>;
  cart: Array<{ id: number | string; cantidad: number; note: string }>;
  missing: string[];
  error?: string;
}

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

describe('Repetir último pedido: a known customer’s last order, checked now', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p: Record<string, number> = {};

  const lastOrder = (query: string, token = employee.token) =>
    api<Offer>('GET', `/staff/customers/last-order?${query}`, { token });
  const take = (body: Record<string, unknown>) =>
    api<{ purchaseId: string; data: { transaction_amount: number } }>('POST', '/staff/orders', {
      token: employee.token,
      body: { channel: 'telefono', payment: { method: 'efectivo' }, ...body },
    });

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    p.classic = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 2000 });
    p.fries = await insertProduct(t, { type: 'fries', name: 'Papas', price: 3000 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALL_WEEK } })).status).toBe(200);
  });

  it('rebuilds the last order by phone, leaving out and naming what is no longer sold or in stock', async () => {
    const customerBody = { name: 'Juana Pérez', phone: '11 4567-8901' };
    const first = await take({ customer: customerBody, cart: [{ id: p.cola, cantidad: 5 }] });
    const last = await take({
      customer: customerBody,
      cart: [
        { id: p.classic, cantidad: 2, note: 'sin cebolla' },
        { id: p.cola, cantidad: 1 },
        { id: p.fries, cantidad: 1 },
      ],
    });
    expect(last.status).toBe(201);
    // Since then: Cola ran out and Papas left the menu.
    expect(
      (await api('PUT', `/products/${p.cola}/stock`, { token: employee.token, body: { inStock: false } })).status,
    ).toBe(200);
    await t.app.ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, p.fries));

    const offer = await lastOrder(`phone=${encodeURIComponent('+54 9 11 4567 8901')}`);
    expect(offer.status).toBe(200);
    expect(offer.body.order).toMatchObject({ purchaseId: last.body.purchaseId, total: 22000 });
    expect(offer.body.customer).toEqual({ name: 'Juana Pérez', phone: '+541145678901', email: null });
    expect(offer.body.cart).toEqual([{ id: p.classic, name: 'Clásica', cantidad: 2, note: 'sin cebolla' }]);
    expect(offer.body.missing).toEqual(['Cola', 'Papas']);
    // The order before it comes along, to repeat on its own (`Repetir pedido`).
    expect(offer.body.earlier).toEqual([expect.objectContaining({ purchaseId: first.body.purchaseId, total: 10000 })]);

    // Back in stock: offered again, priced by whoever takes it now.
    await api('PUT', `/products/${p.cola}/stock`, { token: employee.token, body: { inStock: true } });
    expect((await lastOrder('phone=1145678901')).body.missing).toEqual(['Papas']);
    const again = await take({ customer: customerBody, cart: (await lastOrder('phone=1145678901')).body.cart });
    expect(again.status).toBe(201);
    expect(again.body.data.transaction_amount).toBe(2 * 8500 + 2000);
  });

  it('finds a web customer by the account’s email, and never an unnamed order by the staff’s own email', async () => {
    const web = await placePaidOrder(t, customer.token, { cart: [{ id: p.classic, cantidad: 1 }] });
    const offer = await lastOrder(`email=${encodeURIComponent(customer.email.toUpperCase())}`);
    expect(offer.status).toBe(200);
    expect(offer.body.order.purchaseId).toBe(web.purchaseId);
    expect(offer.body.customer.email).toBe(customer.email);
    expect(offer.body.cart).toEqual([{ id: p.classic, name: 'Clásica', cantidad: 1, note: '' }]);
    // Staff orders for unnamed customers sit under the employee's account: not the employee's history.
    expect((await lastOrder(`email=${encodeURIComponent(employee.email)}`)).status).toBe(404);
  });

  it('answers 404 for an unknown customer, 400 without phone or email, and only to staff', async () => {
    expect(await lastOrder('phone=1199998888')).toMatchObject({
      status: 404,
      body: { error: 'Este cliente no tiene pedidos anteriores.' },
    });
    expect(await lastOrder('')).toMatchObject({ status: 400, body: { error: 'Ingresá un teléfono o un email.' } });
    expect(await lastOrder('phone=123')).toMatchObject({ status: 400, body: { error: 'Ingresá un teléfono válido.' } });
    expect((await lastOrder('phone=1145678901', customer.token)).status).toBe(403);
    expect((await lastOrder('phone=1145678901', admin.token)).status).toBe(200);
  });
});
