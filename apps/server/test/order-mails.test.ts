import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { setIdentity } from './support/invoicing-fixtures';
import { checkout, payInSandbox } from './support/order-fixtures';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

describe('mails about an order', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));

  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p = { classic: 0, cola: 0, base: 0, cheddar: 0 };

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    p.classic = await insertProduct(t, { type: 'burgers', name: 'Clásica Devoto', price: 8500 });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Cola', price: 1500 });
    p.base = await insertProduct(t, { type: 'burgerBase', name: 'Pan de papa', price: 3000 });
    p.cheddar = await insertProduct(t, { type: 'ingredients', name: 'Cheddar', price: 500, isRepeat: true });
    await insertCoupon(t, { code: 'CLASICA10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [p.classic] });
    t.app.ctx.now = () => new Date('2031-05-20T15:00:00Z');
  });

  it('sends a receipt that adds up like the cart when the payment is approved, then a mail when it is ready', async () => {
    const placed = await checkout(t, customer.token, {
      cart: [
        { id: p.classic, cantidad: 2 },
        { id: p.cola, cantidad: 1 },
        {
          id: 'custom-1',
          name: 'Burger custom 123456',
          cantidad: 1,
          baseId: p.base,
          ingredients: [{ id: p.cheddar, quantity: 2 }],
        },
      ],
      coupons: ['CLASICA10'],
      note: 'Sin cebolla',
    });
    const paid = await payInSandbox(t, placed.preferenceId, 'approved', 3);
    expect(paid.status).toBe(201);
    const purchaseId = paid.body.payment_id;

    const receipt = await smtp.waitForMail(customer.email, (mail) => mail.subject.startsWith('Recibimos'));
    expect(receipt.subject).toBe('Recibimos tu pedido #1');
    // 2 × 8.500 + 1.500 + (3.000 + 2 × 500) = 22.500, minus 10% of the burgers (1.700) = 20.800.
    for (const part of [receipt.text, receipt.html]) {
      // 12:00 at the store plus 20 minutes of preparation: the 12:30 slot.
      expect(part).toContain('Retiralo a partir de las 12:30.');
      expect(part).toContain('2 × Clásica Devoto');
      expect(part).toContain('$ 17.000,00');
      expect(part).toContain('1 × Cola');
      expect(part).toContain('1 × Burger custom 123456');
      expect(part).toContain('$ 4.000,00');
      expect(part).toContain('Base: Pan de papa');
      expect(part).toContain('Cheddar × 2');
      expect(part).toContain('Cupón CLASICA10');
      expect(part).toContain('-$ 1.700,00');
      expect(part).toContain('Nota: Sin cebolla');
      expect(part).toContain('$ 20.800,00');
      expect(part).toContain('3 cuotas de $ 6.933,33');
      expect(part).toContain('Av. Francisco Beiró 5200, Villa Devoto, CABA');
      expect(part).toContain(`${t.config.publicUrl}/user/purchaseDetail/${purchaseId}`);
    }
    expect(receipt.text).toContain('Total: $ 20.800,00');
    expect(smtp.mails.filter((mail) => mail.subject.startsWith('Tu pedido'))).toHaveLength(0);

    expect(
      (await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } })).status,
    ).toBe(200);
    const ready = await smtp.waitForMail(customer.email, (mail) => mail.subject.startsWith('Tu pedido'));
    expect(ready.subject).toBe('Tu pedido #1 está listo para retirar');
    expect(ready.text).toContain('Av. Francisco Beiró 5200, Villa Devoto, CABA');
    expect(ready.html).toContain('Av. Francisco Beiró 5200, Villa Devoto, CABA');
    expect(ready.text).toContain(`${t.config.publicUrl}/user/purchaseDetail/${purchaseId}`);
  });

  it('sends no receipt for a rejected or pending payment, and one only per approved order', async () => {
    const rejected = await checkout(t, customer.token, { cart: [{ id: p.cola, cantidad: 1 }] });
    await payInSandbox(t, rejected.preferenceId, 'rejected');
    const pending = await checkout(t, customer.token, { cart: [{ id: p.cola, cantidad: 2 }] });
    await payInSandbox(t, pending.preferenceId, 'in_process');
    const approved = await checkout(t, customer.token, { cart: [{ id: p.cola, cantidad: 3 }] });
    await payInSandbox(t, approved.preferenceId);
    await payInSandbox(t, approved.preferenceId);
    const receipt = await smtp.waitForMail(customer.email, (mail) => mail.subject === 'Recibimos tu pedido #2');
    expect(receipt.text).toContain('3 × Cola');
    expect(smtp.mails.filter((mail) => mail.subject.startsWith('Recibimos'))).toHaveLength(2);
  });

  it('points the receipt at the electronic invoice once the shop invoices, and not before', async () => {
    const before = await smtp.waitForMail(customer.email, (mail) => mail.subject.startsWith('Recibimos'));
    expect(before.text).not.toContain('Descargar factura');
    await setIdentity(t, admin.token);
    const water = await insertProduct(t, { type: 'beverages', name: 'Agua mineral', price: 1200 });
    const placed = await checkout(t, customer.token, { cart: [{ id: water, cantidad: 1 }] });
    const paid = await payInSandbox(t, placed.preferenceId, 'approved', 1);
    expect(paid.status).toBe(201);
    const receipt = await smtp.waitForMail(
      customer.email,
      (mail) => mail.subject.startsWith('Recibimos') && mail.text.includes('1 × Agua mineral'),
    );
    expect(receipt.text).toContain(
      'Tu factura electrónica queda en tu compra: abrila con Ver mi compra y tocá Descargar factura.',
    );
  });
});
