import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Review } from '@burgers/domain/types';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout, payInSandbox, placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

describe('reviews', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let otherCustomer: TestUser;
  let employee: TestUser;
  let burger: number;

  const paidOrder = async (user = customer) =>
    (await placePaidOrder(t, user.token, { cart: [{ id: burger, cantidad: 1 }] })).purchaseId;
  const post = (body: unknown, token = customer.token) =>
    api<Review & { error: string }>('POST', '/reviews', { token, body });

  beforeAll(async () => {
    ({ customer, otherCustomer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });

  it('lets the customer review a paid order once, with name and id from the token', async () => {
    const purchaseId = await paidOrder();
    const res = await post({
      rating: 5,
      description: '  Riquísima, volveré!  ',
      purchaseId,
      author: 'Otra Persona',
      user_id: otherCustomer.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      rating: 5,
      description: 'Riquísima, volveré!',
      author: 'Carla Cliente',
      user_id: customer.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await api<Order>('GET', `/orders/${purchaseId}`, { token: customer.token })).body.review).toBe(true);

    expect(await post({ rating: 4, description: 'Otra vez muy buena', purchaseId })).toMatchObject({
      status: 409,
      body: { error: 'Ya calificaste esta compra' },
    });
  });

  it('accepts a review of an order the kitchen already marked ready', async () => {
    const purchaseId = await paidOrder();
    await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });
    expect((await post({ rating: 4, description: 'Llegó calentita', purchaseId })).status).toBe(201);
  });

  it("refuses someone else's order, an unpaid one and an unknown one", async () => {
    const purchaseId = await paidOrder(otherCustomer);
    expect(await post({ rating: 1, description: 'No es mía pero opino', purchaseId })).toMatchObject({
      status: 403,
      body: { error: 'No tenés permiso para realizar esta acción' },
    });

    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const pending = await payInSandbox(t, placed.preferenceId, 'in_process');
    expect(
      (await post({ rating: 3, description: 'Todavía no la pagué', purchaseId: pending.body.payment_id })).status,
    ).toBe(404);
    expect((await post({ rating: 3, description: 'Sin compra', purchaseId: placed.preferenceId })).status).toBe(404);
    expect(await post({ rating: 3, description: 'Compra inventada', purchaseId: '42' })).toMatchObject({
      status: 404,
      body: { error: 'Compra no encontrada' },
    });
    expect((await post({ rating: 3, description: 'Sin sesión', purchaseId }, '')).status).toBe(401);
  });

  it.each([
    [{ rating: 0, description: 'Muy buena' }, 'Debes ingresar una calificación'],
    [{ rating: 6, description: 'Muy buena' }, 'Debes ingresar una calificación'],
    [{ rating: '5', description: 'Muy buena' }, 'Debes ingresar una calificación'],
    [{ rating: true, description: 'Muy buena' }, 'Debes ingresar una calificación'],
    [{ rating: [4], description: 'Muy buena' }, 'Debes ingresar una calificación'],
    [{ rating: 4.5, description: 'Muy buena' }, 'Debes ingresar una calificación'],
    [{ rating: 4 }, 'Debes enviar un comentario'],
    [{ rating: 4, description: '   ' }, 'Debes enviar un comentario'],
    [{ rating: 4, description: 'Rica' }, 'Tu comentario debe tener entre 5 y 500 caracteres'],
    [{ rating: 4, description: 'x'.repeat(501) }, 'Tu comentario debe tener entre 5 y 500 caracteres'],
  ])('validates the review %j with SPEC texts', async (fields, message) => {
    const purchaseId = await paidOrder();
    expect(await post({ ...fields, purchaseId })).toMatchObject({ status: 400, body: { error: message } });
  });

  it('lists reviews publicly, newest first', async () => {
    const first = await paidOrder();
    const second = await paidOrder(otherCustomer);
    const a = await post({ rating: 5, description: 'La primera opinión', purchaseId: first });
    const b = await post({ rating: 3, description: 'La segunda opinión', purchaseId: second }, otherCustomer.token);
    const res = await api<Review[]>('GET', '/reviews');
    expect(res.status).toBe(200);
    const ids = res.body.map((review) => review.id);
    expect(ids.indexOf(b.body.id)).toBeLessThan(ids.indexOf(a.body.id));
    expect(res.body.find((review) => review.id === b.body.id)).toMatchObject({
      rating: 3,
      description: 'La segunda opinión',
      author: 'Otto Otro',
      user_id: otherCustomer.id,
    });
  });
});
