import { beforeAll, describe, expect, it } from 'vitest';
import { todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import type { Coupon, Product } from '@burgers/domain/types';
import { messages } from '#messages';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

/** yyyy-mm-dd `days` after the store's today. */
function daysFromToday(days: number): string {
  const [y, m, d] = todayInStore().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('coupons', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  let customer: TestUser;
  let employee: TestUser;
  let burger: Product;
  let combo: Product;
  let existing: Coupon;

  const valid = () => ({
    code: 'promo5',
    title: 'Promo de prueba',
    expirationDate: daysFromToday(30),
    discountPorcentage: 5,
    productsId: [burger.id],
  });

  beforeAll(async () => {
    admin = await insertUser(t, { role: 'admin' });
    customer = await insertUser(t, { role: 'customer' });
    employee = await insertUser(t, { role: 'employee' });
    burger = (await api<Product>('POST', '/burgers', { token: admin.token, body: { name: 'Clásica', price: 7500 } }))
      .body;
    combo = (
      await api<Product>('POST', '/combos', {
        token: admin.token,
        body: { name: 'Combo', price: 11500, burgers: [burger.id] },
      })
    ).body;
    const res = await api<Coupon>('POST', '/coupons', {
      token: admin.token,
      body: {
        code: ' combo15 ',
        title: 'Combos 15% OFF',
        expirationDate: todayInStore(),
        imgUri: '/images/coupons/combos.svg',
        discountPorcentage: '15',
        productsId: [combo.id, burger.id, combo.id],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    existing = res.body;
  });

  it('creates a coupon with its code uppercased and its products', () => {
    expect(existing).toEqual({
      id: expect.any(Number),
      code: 'COMBO15',
      title: 'Combos 15% OFF',
      expirationDate: todayInStore(),
      imgUri: '/images/coupons/combos.svg',
      discountPorcentage: 15,
      productsId: [burger.id, combo.id].sort((a, b) => a - b),
    });
  });

  it('lists coupons publicly, with their product ids', async () => {
    const res = await api<Coupon[]>('GET', '/coupons');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual(existing);
  });

  it('refuses a code already used, whatever its capitals (409)', async () => {
    const res = await api('POST', '/coupons', { token: admin.token, body: { ...valid(), code: 'Combo15' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: messages.couponCodeTaken });
  });

  it('validates with the domain coupon messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: '' }, MSG.couponEditCodeRequired],
      [{ code: 'DEMASIADOLARGO' }, MSG.couponEditCodeTooLong],
      [{ title: '' }, MSG.couponEditTitleRequired],
      [{ title: 'x'.repeat(26) }, MSG.couponEditTitleTooLong],
      [{ discountPorcentage: 101 }, MSG.couponEditDiscountInvalid],
      [{ discountPorcentage: '12.345' }, MSG.couponEditDiscountTooLong],
      [{ expirationDate: '2030/01/01' }, MSG.couponEditDateInvalid],
      [{ expirationDate: daysFromToday(-1) }, MSG.couponEditDatePast],
      [{ productsId: [] }, MSG.couponEditProductsRequired],
    ];
    for (const [change, message] of cases) {
      const res = await api('POST', '/coupons', { token: admin.token, body: { ...valid(), ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ error: message });
    }
  });

  it('refuses products that do not exist', async () => {
    const res = await api('POST', '/coupons', {
      token: admin.token,
      body: { ...valid(), productsId: [burger.id, 999999] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: messages.productIdsUnknown });
    const list = await api<Coupon[]>('GET', '/coupons');
    expect(list.body.map((c) => c.code)).not.toContain('PROMO5');
  });

  it('updates a coupon with status 201, keeping its picture when none is sent', async () => {
    const created = await api<Coupon>('POST', '/coupons', {
      token: admin.token,
      body: { ...valid(), code: 'edit1', imgUri: '/images/coupons/verano.svg' },
    });
    expect(created.status).toBe(201);
    const res = await api<Coupon>('PUT', '/coupons', {
      token: admin.token,
      body: {
        id: created.body.id,
        code: 'edit2',
        title: 'Editado',
        expirationDate: daysFromToday(60),
        discountPorcentage: 12.5,
        productsId: [combo.id],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: created.body.id,
      code: 'EDIT2',
      title: 'Editado',
      expirationDate: daysFromToday(60),
      imgUri: '/images/coupons/verano.svg',
      discountPorcentage: 12.5,
      productsId: [combo.id],
    });
    const listed = (await api<Coupon[]>('GET', '/coupons')).body.find((c) => c.id === created.body.id);
    expect(listed).toEqual(res.body);
  });

  it('lets a coupon keep its own code but not take another one on update', async () => {
    const own = await api('PUT', '/coupons', {
      token: admin.token,
      body: { ...valid(), id: existing.id, code: 'COMBO15' },
    });
    expect(own.status).toBe(201);
    const other = await api<Coupon>('POST', '/coupons', { token: admin.token, body: { ...valid(), code: 'other' } });
    const taken = await api('PUT', '/coupons', {
      token: admin.token,
      body: { ...valid(), id: other.body.id, code: 'combo15' },
    });
    expect(taken.status).toBe(409);
  });

  it('answers 404 when updating or deleting a missing coupon', async () => {
    const update = await api('PUT', '/coupons', { token: admin.token, body: { ...valid(), id: 999999 } });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ error: messages.couponNotFound });
    expect((await api('DELETE', '/coupons/999999', { token: admin.token })).status).toBe(404);
  });

  it('deletes a coupon', async () => {
    const created = await api<Coupon>('POST', '/coupons', { token: admin.token, body: { ...valid(), code: 'bye' } });
    const res = await api<Coupon>('DELETE', `/coupons/${created.body.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('BYE');
    const list = await api<Coupon[]>('GET', '/coupons');
    expect(list.body.map((c) => c.code)).not.toContain('BYE');
  });

  it('keeps coupon writes to admins', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/coupons', { ...valid(), code: 'nope' }],
      ['PUT', '/coupons', { ...valid(), id: existing.id, code: 'nope' }],
      ['DELETE', `/coupons/${existing.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, { body, token: customer.token })).status).toBe(403);
      expect((await api(method, path, { body, token: employee.token })).status).toBe(403);
    }
    const list = await api<Coupon[]>('GET', '/coupons');
    expect(list.body).toContainEqual(expect.objectContaining({ id: existing.id, code: 'COMBO15' }));
  });
});
