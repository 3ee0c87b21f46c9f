import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const REFUSED = { error: 'Los datos enviados tienen caracteres no permitidos', code: 'controlCharacters' };
const NUL = '\u0000';

describe('control characters never reach the database', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  let purchaseId: string;

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 9000 });
    ({ purchaseId } = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] }));
  });

  const raw = async (path: string, token?: string) => {
    const res = await fetch(`${t.baseUrl}${path}`, { headers: token ? { 'auth-token': token } : {} });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('refuses them in the path and the query with a 400 in Spanish', async () => {
    expect(await raw('/api/products?name=a%00b')).toEqual({ status: 400, body: REFUSED });
    expect(await raw('/api/products?name=a%1Bb')).toEqual({ status: 400, body: REFUSED });
    expect(await raw('/api/orders/1%00', employee.token)).toEqual({ status: 400, body: REFUSED });
    expect(await raw(`/api/orders/${purchaseId}%00`, customer.token)).toEqual({ status: 400, body: REFUSED });
    expect(await raw('/api/pay/mercadopago/1%00', customer.token)).toEqual({ status: 400, body: REFUSED });
    expect(await raw('/api/newsletter/unsubscribe/a%00')).toEqual({ status: 400, body: REFUSED });
    expect(await raw('/api/products/1%00')).toEqual({ status: 400, body: REFUSED });
  });

  it('refuses them in any text of a body: a note, a review, a coupon code, a preference id, a contact message', async () => {
    const cases: Array<[string, string, unknown, string | undefined]> = [
      ['POST', '/pay/mercadopago', { cart: [{ id: burger, cantidad: 1 }], note: `sin cebolla${NUL}` }, customer.token],
      ['POST', '/reviews', { rating: 5, description: `Muy rica${NUL}`, purchaseId }, customer.token],
      [
        'POST',
        '/coupons',
        { code: `AB${NUL}`, title: 'Cupón', expirationDate: '2099-12-31', discountPercentage: 10, products: [burger] },
        admin.token,
      ],
      ['POST', '/sandbox/payments', { preference_id: `x${NUL}`, status: 'approved', installments: 1 }, undefined],
      [
        'POST',
        '/contact',
        {
          user_name: `Ana${NUL}`,
          user_surname: 'Paz',
          email: 'ana@example.com',
          telephone: '1145678901',
          subject: 1,
          message: 'Hola',
        },
        undefined,
      ],
      ['PUT', `/users/${customer.id}`, { firstName: `Car${NUL}la`, lastName: 'Cliente' }, customer.token],
      ['POST', '/login', { email: `a${NUL}@b.com`, password: 'x' }, undefined],
    ];
    for (const [method, path, body, token] of cases) {
      const res = await api(method, path, { body, token });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: REFUSED });
    }
  });

  it('keeps tabs and line breaks, which people do type', async () => {
    const res = await api('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id: burger, cantidad: 1 }], note: 'sin cebolla\r\n\tgracias' },
    });
    expect(res.status).toBe(201);
  });
});
