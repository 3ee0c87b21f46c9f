import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@burgers/domain/types';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, orderRow, payInSandbox, placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

describe('order numbers', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });

  /** Every payment from here on happens at `iso`. */
  const clockAt = (iso: string) => {
    const fixed = new Date(iso);
    t.app.ctx.now = () => fixed;
  };

  it('gives payments approved at the same moment distinct, consecutive numbers', async () => {
    clockAt('2031-05-20T15:00:00Z');
    const placed = await Promise.all(
      Array.from({ length: 8 }, () => checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] })),
    );
    const paid = await Promise.all(placed.map((order) => payInSandbox(t, order.preferenceId)));
    expect(paid.map((res) => res.status)).toEqual(Array(8).fill(201));

    const rows = await Promise.all(placed.map((order) => orderRow(t, order.orderId)));
    expect(rows.map((row) => row.number).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(rows.map((row) => row.numberDay))).toEqual(new Set(['2031-05-20']));

    // The number travels in SPEC's order shape wherever an order is returned.
    const kitchen = await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token });
    const byPurchase = new Map(kitchen.body.map((order) => [order.purchaseId, order.number]));
    for (const [index, res] of paid.entries()) expect(byPurchase.get(res.body.payment_id)).toBe(rows[index].number);
    const own = await api<Order>('GET', `/orders/${paid[0].body.payment_id}`, { token: customer.token });
    expect(own.body.number).toBe(rows[0].number);
    const list = await api<Order[]>('GET', `/users/${customer.id}/orders`, { token: customer.token });
    expect(list.body.every((order) => typeof order.number === 'number')).toBe(true);
  });

  it('starts again at #1 when the day changes in Buenos Aires, not in UTC', async () => {
    // 23:50 of 1 June in Buenos Aires is already 2 June in UTC.
    clockAt('2031-06-02T02:50:00Z');
    const lateFirst = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const lateSecond = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    // 00:10 of 2 June in Buenos Aires.
    clockAt('2031-06-02T03:10:00Z');
    const nextDay = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });

    expect(await orderRow(t, lateFirst.orderId)).toMatchObject({ number: 1, numberDay: '2031-06-01' });
    expect(await orderRow(t, lateSecond.orderId)).toMatchObject({ number: 2, numberDay: '2031-06-01' });
    expect(await orderRow(t, nextDay.orderId)).toMatchObject({ number: 1, numberDay: '2031-06-02' });
  });

  it('keeps the number when the same approval arrives again', async () => {
    clockAt('2031-07-01T15:00:00Z');
    const placed = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const again = await payInSandbox(t, placed.preferenceId);
    expect(again.status).toBe(409);
    const next = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    expect((await orderRow(t, placed.orderId)).number).toBe(1);
    expect((await orderRow(t, next.orderId)).number).toBe(2);
  });
});
