import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoices, InvoiceView } from '@burgers/domain/schemas/invoicing';
import { loginCms, loginTicketRequest, signLoginTicket } from '#adapters/arca/wsaa';
import { loadConfig } from '#config';
import { arcaTickets, invoices } from '#db/schema';
import { nextAttempt } from '#modules/invoicing/issuer';
import { insertProduct } from './support/catalogue-fixtures';
import { startFakeArca, type FakeArca } from './support/fake-arca';
import { setIdentity, settleInvoicing } from './support/invoicing-fixtures';
import { checkout, payInSandbox, placePaidOrder } from './support/order-fixtures';
import { apiClient, startSecondInstance, useTestApp } from './support/test-app';
import { makeTestCertificate } from './support/test-certificate';
import { insertCast } from './support/user-fixtures';

const certificate = makeTestCertificate();

describe('invoicing through ARCA (a local WSAA and WSFEv1)', () => {
  let fake: FakeArca;
  beforeAll(async () => {
    fake = await startFakeArca(certificate);
  });
  afterAll(async () => {
    await fake.close();
  });
  const { t, api } = useTestApp(() => ({
    ARCA: 'homologacion',
    ARCA_CERT: certificate.certPem,
    ARCA_KEY: certificate.keyPem,
    ARCA_WSAA_URL: fake.wsaaUrl,
    ARCA_WSFE_URL: fake.wsfeUrl,
  }));
  let cast: Awaited<ReturnType<typeof insertCast>>;
  let burger: number;

  beforeAll(async () => {
    cast = await insertCast(t);
    burger = await insertProduct(t, { type: 'burgers', name: 'Doble', price: 10999.99 });
    await setIdentity(t, cast.admin.token);
  });

  const invoiceOf = async (purchaseId: string) =>
    (await api<InvoiceView>('GET', `/orders/${purchaseId}/invoice`, { token: cast.customer.token })).body;

  it('30 approvals together on two instances: one invoice each, numbers 1 to 30, one access ticket', async () => {
    const second = await startSecondInstance(t);
    try {
      const placed = [];
      for (let i = 0; i < 30; i++) {
        placed.push(await checkout(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 + (i % 3) }] }));
      }
      const paid = await Promise.all(
        placed.map((order, i) =>
          i % 2 === 0
            ? payInSandbox(t, order.preferenceId)
            : apiClient(second.baseUrl)<{ payment_id: string }>('POST', '/sandbox/payments', {
                body: { preference_id: order.preferenceId, status: 'approved', installments: 1 },
              }),
        ),
      );
      expect(paid.map((res) => res.status)).toEqual(placed.map(() => 201));
      await settleInvoicing(t.app, second.app);
      const rows = await t.app.ctx.db.select().from(invoices);
      expect(rows).toHaveLength(30);
      expect(rows.every((row) => row.status === 'emitida')).toBe(true);
      expect(new Set(rows.map((row) => row.orderId)).size).toBe(30);
      expect(rows.map((row) => row.number).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      expect(fake.vouchers).toHaveLength(30);
      expect(fake.refused).toEqual([]);
      // Each order's amount went to ARCA under the number the shop kept.
      for (const row of rows) {
        const sent = fake.vouchers.find((v) => v.number === row.number && v.type === 6);
        expect(sent).toMatchObject({ totalCents: row.totalCents, cae: row.cae });
      }
      expect(fake.logins).toBe(1);
      const [stored] = await t.app.ctx.db.select().from(arcaTickets).where(eq(arcaTickets.service, 'wsfe'));
      expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await second.close();
    }
  });

  it('ARCA authorises but the answer is lost: the retry asks ARCA and keeps that number', async () => {
    fake.mode = 'lose-answer';
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await settleInvoicing(t.app);
    const pending = await invoiceOf(paid.purchaseId);
    expect(pending).toMatchObject({ status: 'pendiente', number: null, cae: null, message: 'ARCA no respondió.' });
    expect(fake.vouchers).toHaveLength(31);

    fake.mode = 'ok';
    fake.calls.length = 0;
    const retried = await api('POST', `/admin/invoices/${pending.id}/retry`, { token: cast.admin.token });
    expect(retried.status).toBe(200);
    await settleInvoicing(t.app);
    const issued = await invoiceOf(paid.purchaseId);
    expect(issued).toMatchObject({ status: 'emitida', number: 31, cae: fake.vouchers[30]?.cae });
    expect(fake.calls).toContain('FECompConsultar');
    expect(fake.calls).not.toContain('FECAESolicitar');
    expect(fake.vouchers).toHaveLength(31);
  });

  it('ARCA down: the order goes on, the invoice is pendiente and listed; once back, Reintentar issues it', async () => {
    fake.mode = 'down';
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 2 }] });
    expect(paid.purchaseId).toBeTruthy();
    await settleInvoicing(t.app);
    const pending = await invoiceOf(paid.purchaseId);
    expect(pending.status).toBe('pendiente');
    const listed = await api<AdminInvoices>('GET', '/admin/invoices?status=pendiente', { token: cast.admin.token });
    expect(listed.body.rows.map((row) => row.purchaseId)).toEqual([paid.purchaseId]);
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, pending.id));
    // The next try waits, longer each time.
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);

    fake.mode = 'ok';
    // The clock moves past the wait: the job alone retries.
    const later = Date.now() + 40 * 60_000;
    t.app.ctx.now = () => new Date(later);
    try {
      await settleInvoicing(t.app);
    } finally {
      t.app.ctx.now = () => new Date();
    }
    expect(await invoiceOf(paid.purchaseId)).toMatchObject({ status: 'emitida', number: 32 });
    expect(fake.refused).toEqual([]);
  });

  it('ARCA rejects: rechazada with its observation, until the owner retries', async () => {
    fake.mode = 'reject';
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await settleInvoicing(t.app);
    const rejected = await invoiceOf(paid.purchaseId);
    expect(rejected.status).toBe('rechazada');
    expect(rejected.message).toContain('El CUIT no se encuentra habilitado a emitir comprobantes');
    fake.mode = 'ok';
    await settleInvoicing(t.app);
    expect((await invoiceOf(paid.purchaseId)).status).toBe('rechazada');
    await api('POST', `/admin/invoices/${rejected.id}/retry`, { token: cast.admin.token });
    await settleInvoicing(t.app);
    expect(await invoiceOf(paid.purchaseId)).toMatchObject({ status: 'emitida', number: 33 });
    const again = await api('POST', `/admin/invoices/${rejected.id}/retry`, { token: cast.admin.token });
    expect(again).toMatchObject({ status: 409, body: { error: 'Esta factura ya fue emitida.' } });
  });

  it('a refund issues a Nota de Crédito B (type 8) associated with the invoice', async () => {
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 3 }] });
    await settleInvoicing(t.app);
    const invoice = await invoiceOf(paid.purchaseId);
    const refund = await api('POST', `/admin/orders/${paid.purchaseId}/refunds`, {
      token: cast.admin.token,
      body: { amount: 1000.01, reason: 'Una bebida sin stock' },
    });
    expect(refund.status).toBe(201);
    await settleInvoicing(t.app);
    const after = await invoiceOf(paid.purchaseId);
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ type: 8, letter: 'B', number: 1, status: 'emitida', total: 1000.01 }),
    ]);
    const note = fake.vouchers.find((v) => v.type === 8);
    expect(note?.associated).toEqual({ type: 6, pointOfSale: 3, number: invoice.number });
    expect(fake.refused).toEqual([]);
  });

  it('WSAA checks the CMS signature: a ticket request signed by another certificate is refused', async () => {
    const stranger = makeTestCertificate('someone-else');
    const cms = signLoginTicket(loginTicketRequest('wsfe', new Date()), stranger.certPem, stranger.keyPem);
    await expect(loginCms(fake.wsaaUrl, cms)).rejects.toThrow('Firma inválida');
    expect(fake.logins).toBe(1);
  });

  it('keeps the access ticket and asks WSAA again only shortly before it expires', async () => {
    expect(fake.logins).toBe(1);
    await t.app.ctx.db
      .update(arcaTickets)
      .set({ expiresAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(arcaTickets.service, 'wsfe'));
    // The fake, like ARCA, refuses a new ticket while its own is valid; let it expire there too.
    fake.resetTicket();
    await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await settleInvoicing(t.app);
    expect(fake.logins).toBe(2);
    const [stored] = await t.app.ctx.db.select().from(arcaTickets);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  });
});

describe('retries', () => {
  it('wait 30 s, 1, 2, 4 minutes and so on, never over an hour, and stop a day after the voucher was queued', () => {
    const createdAt = new Date('2026-11-28T12:00:00Z');
    const voucher = { createdAt } as Parameters<typeof nextAttempt>[0];
    const waits = [1, 2, 3, 4, 8, 20].map((attempts) => {
      const now = new Date(createdAt.getTime() + 60_000);
      return (nextAttempt(voucher, attempts, now)?.getTime() ?? 0) - now.getTime();
    });
    // The eighth wait would be 64 minutes: held at an hour.
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
    expect(nextAttempt(voucher, 5, new Date(createdAt.getTime() + 24 * 3_600_000))).toBeNull();
  });
});

describe('ARCA settings', () => {
  it('refuses to start in production without the certificate, naming the setting', () => {
    expect(() => loadConfig({ ARCA: 'produccion', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'ARCA_CERT is required when ARCA=produccion',
    );
    expect(() =>
      loadConfig({ ARCA: 'produccion', ARCA_CERT: certificate.certPem, JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow('ARCA_KEY is required when ARCA=produccion');
    expect(() => loadConfig({ ARCA: 'real', JWT_SECRET: 'x'.repeat(40) })).toThrow(/ARCA/);
    const config = loadConfig({
      ARCA: 'produccion',
      ARCA_CERT: certificate.certPem,
      ARCA_KEY: certificate.keyPem,
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.arca).toMatchObject({
      mode: 'produccion',
      wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
      wsfeUrl: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    });
  });
});
