import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoices, FiscalIdentityView, InvoiceView } from '@burgers/domain/schemas/invoicing';
import { activityLog, invoices } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import {
  csvCents,
  IDENTITY,
  parseCsv,
  pdfQr,
  pdfText,
  setIdentity,
  settleInvoicing,
} from './support/invoicing-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const NO_INVOICE = 'Este pedido todavía no tiene factura.';

describe('the fiscal identity (admin)', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    ({ admin } = await insertCast(t));
  });

  it('starts empty and off, in the sandbox', async () => {
    const res = await api<FiscalIdentityView>('GET', '/admin/invoicing', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cuit: null, enabled: false, mode: 'sandbox' });
  });

  it('refuses a CUIT whose check digit is wrong, and each missing field with its own message', async () => {
    const put = (body: object) =>
      api('PUT', '/admin/invoicing', { token: admin.token, body: { ...IDENTITY, ...body } });
    expect(await put({ cuit: '30-50001091-3' })).toMatchObject({
      status: 400,
      body: { error: 'El CUIT no es válido.' },
    });
    expect(await put({ businessName: '' })).toMatchObject({ status: 400, body: { error: 'Ingresá la razón social.' } });
    expect(await put({ address: ' ' })).toMatchObject({
      status: 400,
      body: { error: 'Ingresá el domicilio comercial.' },
    });
    expect(await put({ vatCondition: 'Exento' })).toMatchObject({
      status: 400,
      body: { error: 'La condición frente al IVA debe ser Responsable inscripto o Monotributo.' },
    });
    expect(await put({ pointOfSale: 99999 })).toMatchObject({
      status: 400,
      body: { error: 'El punto de venta debe ser un número entero entre 1 y 99998.' },
    });
    const { cuit: _cuit, ...withoutCuit } = IDENTITY;
    expect(await api('PUT', '/admin/invoicing', { token: admin.token, body: withoutCuit })).toMatchObject({
      status: 400,
      body: { error: 'Ingresá el CUIT.' },
    });
    expect((await api<FiscalIdentityView>('GET', '/admin/invoicing', { token: admin.token })).body.cuit).toBeNull();
  });

  it('keeps the identity, the CUIT as 11 digits, and logs the change', async () => {
    const saved = await setIdentity(t, admin.token);
    expect(saved).toMatchObject({ cuit: '30500010912', pointOfSale: 3, enabled: true });
    const got = await api<FiscalIdentityView>('GET', '/admin/invoicing', { token: admin.token });
    expect(got.body).toEqual(saved);
    await setIdentity(t, admin.token, { pointOfSale: 4 });
    const rows = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'invoicing.identity'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ before: { pointOfSale: 3 }, after: { pointOfSale: 4 } });
  });
});

describe('invoices in the sandbox', () => {
  const { t, api } = useTestApp();
  let cast: Awaited<ReturnType<typeof insertCast>>;
  let burger: number;

  beforeAll(async () => {
    cast = await insertCast(t);
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 12100 });
  });

  it('an order paid before invoicing is on never gets one: 404 with the message', async () => {
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await setIdentity(t, cast.admin.token);
    await settleInvoicing(t.app);
    const res = await api('GET', `/orders/${paid.purchaseId}/invoice`, { token: cast.customer.token });
    expect(res).toMatchObject({ status: 404, body: { error: NO_INVOICE } });
  });

  it('every paid order gets a Factura B with consecutive numbers, VAT contained, CAE and QR', async () => {
    const first = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const second = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 2 }] });
    await settleInvoicing(t.app);
    const one = await api<InvoiceView>('GET', `/orders/${first.purchaseId}/invoice`, { token: cast.customer.token });
    const two = await api<InvoiceView>('GET', `/orders/${second.purchaseId}/invoice`, { token: cast.employee.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      type: 6,
      letter: 'B',
      pointOfSale: 3,
      number: 1,
      status: 'emitida',
      net: 10000,
      vat: 2100,
      total: 12100,
      creditNotes: [],
    });
    expect(one.body.cae).toMatch(/^\d{14}$/);
    expect(one.body.caeDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(one.body.qrUrl).toMatch(/^https:\/\/www\.arca\.gob\.ar\/fe\/qr\/\?p=/);
    expect(two.body).toMatchObject({ number: 2, total: 24200, net: 20000, vat: 4200 });
    // Someone else's order: not theirs to see.
    const other = await api('GET', `/orders/${first.purchaseId}/invoice`, { token: cast.otherCustomer.token });
    expect(other.status).toBe(403);
  });

  it('asked right after the payment, the invoice is already there: the read waits for the job', async () => {
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const res = await api<InvoiceView>('GET', `/orders/${paid.purchaseId}/invoice`, { token: cast.customer.token });
    // Never a 404 right after paying: issued by now, or (on a machine too busy to finish within the
    // read's short wait) still on its way; either way it ends issued with the next number.
    expect(res.status).toBe(200);
    expect(['emitida', 'pendiente']).toContain(res.body.status);
    await settleInvoicing(t.app);
    const settled = await api<InvoiceView>('GET', `/orders/${paid.purchaseId}/invoice`, { token: cast.customer.token });
    expect(settled).toMatchObject({ status: 200, body: { status: 'emitida', number: 3 } });
  });

  it('the PDF is one A4 page with the identity, the letter, the number, the totals, the CAE and the QR', async () => {
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await settleInvoicing(t.app);
    const invoice = (
      await api<InvoiceView>('GET', `/orders/${paid.purchaseId}/invoice`, { token: cast.customer.token })
    ).body;
    const res = await fetch(`${t.baseUrl}/api/orders/${paid.purchaseId}/invoice.pdf`, {
      headers: { 'auth-token': cast.customer.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    const { text, pages, pageSize } = pdfText(pdf);
    expect(pages).toBe(1);
    expect(pageSize).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
    for (const expected of [
      'Burgers Devoto SRL',
      'Av. Francisco Beiró 5000, CABA',
      'FACTURA',
      'Cód. 006',
      `00003-${String(invoice.number).padStart(8, '0')}`,
      'CUIT: 30-50001091-2',
      'Ingresos Brutos: 901-123456-7',
      'Inicio de actividades: 01/03/2020',
      'Consumidor final',
      'Clásica',
      '$ 12.100,00',
      'IVA contenido (21 %):',
      '$ 2.100,00',
      'Régimen de Transparencia Fiscal al Consumidor Ley 27.743',
      `CAE N°: ${invoice.cae}`,
      'Comprobante de prueba: sin validez fiscal',
    ]) {
      expect(text).toContain(expected);
    }
    // The letter in its box, between the shop's name and the voucher's number.
    expect(text).toMatch(/\s{4}B\s{4,}Punto de venta y número: 00003-/);
    const qr = pdfQr(pdf);
    expect(qr.url).toBe(invoice.qrUrl);
    expect(qr.payload).toEqual({
      ver: 1,
      fecha: invoice.issuedAt ? expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) : null,
      cuit: 30500010912,
      ptoVta: 3,
      tipoCmp: 6,
      nroCmp: invoice.number,
      importe: 12100,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: Number(invoice.cae),
    });

    // The counter's roll: 80 mm wide (the printing settings' paper), the same contents, the same QR.
    const ticket = await fetch(`${t.baseUrl}/api/orders/${paid.purchaseId}/invoice.pdf?format=ticket`, {
      headers: { 'auth-token': cast.employee.token },
    });
    const roll = Buffer.from(await ticket.arrayBuffer());
    const read = pdfText(roll);
    expect(read.pages).toBe(1);
    expect(read.pageSize).toMatch(/^226\.7\d* x /);
    for (const expected of ['FACTURA B', 'Cód. 006', `CAE N°: ${invoice.cae}`, 'sin validez fiscal']) {
      expect(read.text).toContain(expected);
    }
    // The legend wraps on the narrow roll.
    expect(read.text.replace(/\s+/g, ' ')).toContain('Régimen de Transparencia Fiscal al Consumidor Ley 27.743');
    expect(pdfQr(roll).url).toBe(invoice.qrUrl);
    const badFormat = await api('GET', `/orders/${paid.purchaseId}/invoice.pdf?format=carta`, {
      token: cast.customer.token,
    });
    expect(badFormat).toMatchObject({ status: 400, body: { error: 'El formato debe ser a4 o ticket.' } });

    const missing = await fetch(`${t.baseUrl}/api/orders/nope-123/invoice.pdf`, {
      headers: { 'auth-token': cast.customer.token },
    });
    expect(missing.status).toBe(404);
  });

  it('a refund from the desk issues a Nota de Crédito B associated with the invoice', async () => {
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 2 }] });
    await settleInvoicing(t.app);
    const refund = await api('POST', `/admin/orders/${paid.purchaseId}/refunds`, {
      token: cast.admin.token,
      body: { amount: 12100, reason: 'Faltó una hamburguesa' },
    });
    expect(refund.status).toBe(201);
    await settleInvoicing(t.app);
    const invoice = await api<InvoiceView>('GET', `/orders/${paid.purchaseId}/invoice`, { token: cast.customer.token });
    expect(invoice.body.creditNotes).toEqual([
      expect.objectContaining({ type: 8, letter: 'B', number: 1, status: 'emitida', total: 12100, vat: 2100 }),
    ]);
    const [note] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
    expect(note?.invoiceId).toBe(invoice.body.id);

    // Its own PDF: one A4 page naming the invoice it corrects and the refund's reason, with its QR.
    const notePdf = (token: string, id = note?.id) =>
      fetch(`${t.baseUrl}/api/orders/${paid.purchaseId}/credit-notes/${id}.pdf`, { headers: { 'auth-token': token } });
    const res = await notePdf(cast.customer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nota-de-credito-B-00003-00000001.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    const { text, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'NOTA DE CRÉDITO',
      'Cód. 008',
      '00003-00000001',
      `Comprobante asociado: Factura B 00003-${String(invoice.body.number).padStart(8, '0')}`,
      'Devolución: Faltó una hamburguesa',
      '$ 12.100,00',
      'IVA contenido (21 %):',
      '$ 2.100,00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FACTURA');
    expect(pdfQr(pdf).payload).toMatchObject({ tipoCmp: 8, nroCmp: 1, importe: 12100, ptoVta: 3 });
    expect((await notePdf(cast.otherCustomer.token)).status).toBe(403);
    expect((await notePdf(cast.customer.token, 999999)).status).toBe(404);
    expect((await notePdf(cast.customer.token, invoice.body.id)).status).toBe(404);
  });

  it('the accountant lists them with totals net of credit notes, and the CSV adds up the same', async () => {
    const list = await api<AdminInvoices>('GET', '/admin/invoices', { token: cast.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(6);
    // Five invoices of 12.100, 24.200, 12.100, 12.100, 24.200 and a credit note of 12.100.
    expect(list.body.totals).toEqual({ net: 60000, vat: 12600, total: 72600 });
    const notes = await api<AdminInvoices>('GET', '/admin/invoices?type=8', { token: cast.admin.token });
    expect(notes.body.rows.map((row) => row.type)).toEqual([8]);
    const pending = await api<AdminInvoices>('GET', '/admin/invoices?status=pendiente', { token: cast.admin.token });
    expect(pending.body.count).toBe(0);
    const bad = await api('GET', '/admin/invoices?status=otra', { token: cast.admin.token });
    expect(bad).toMatchObject({ status: 400, body: { error: 'El estado debe ser pendiente, emitida o rechazada.' } });

    const res = await fetch(`${t.baseUrl}/api/admin/invoices.csv`, { headers: { 'auth-token': cast.admin.token } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const raw = bytes.toString('utf8');
    const [header, ...rows] = parseCsv(raw);
    expect(header?.join(';')).toBe('Fecha;Tipo;Punto de venta;Número;CAE;Vencimiento CAE;Neto;IVA;Total;Pedido');
    expect(rows).toHaveLength(6);
    const sum = (column: number) => rows.reduce((total, row) => total + csvCents(row[column] ?? ''), 0);
    expect([sum(6), sum(7), sum(8)]).toEqual([6_000_000, 1_260_000, 7_260_000]);
    const note = rows.find((row) => row[1] === 'Nota de Crédito B');
    expect(note?.slice(2, 4)).toEqual(['00003', '00000001']);
    expect(note?.[8]).toBe('-12100,00');
  });

  it('a Monotributo issues Factura C with the total as net and no VAT legend', async () => {
    await setIdentity(t, cast.admin.token, { vatCondition: 'Monotributo' });
    const paid = await placePaidOrder(t, cast.customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    await settleInvoicing(t.app);
    const invoice = await api<InvoiceView>('GET', `/orders/${paid.purchaseId}/invoice`, { token: cast.customer.token });
    expect(invoice.body).toMatchObject({ type: 11, letter: 'C', number: 1, net: 12100, vat: 0, total: 12100 });
    const res = await fetch(`${t.baseUrl}/api/orders/${paid.purchaseId}/invoice.pdf`, {
      headers: { 'auth-token': cast.admin.token },
    });
    const { text } = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Cód. 011');
    expect(text).not.toContain('Ley 27.743');
  });

  it('a large order still fits one A4 page: what does not fit is counted', async () => {
    const products = [];
    for (let i = 0; i < 45; i++) {
      products.push(await insertProduct(t, { type: 'burgers', name: `Hamburguesa número ${i + 1}`, price: 1000 }));
    }
    const paid = await placePaidOrder(t, cast.customer.token, {
      cart: products.map((id) => ({ id, cantidad: 1 })),
    });
    await settleInvoicing(t.app);
    const res = await fetch(`${t.baseUrl}/api/orders/${paid.purchaseId}/invoice.pdf`, {
      headers: { 'auth-token': cast.customer.token },
    });
    const { text, pages } = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(pages).toBe(1);
    expect(text).toContain('Hamburguesa número 1');
    expect(text).toMatch(/… y \d+ renglones más/);
    expect(text).toContain('$ 45.000,00');
    expect(text).toContain('CAE N°:');
  });
});

describe('cash sales', () => {
  const { t, api } = useTestApp();
  let cast: Awaited<ReturnType<typeof insertCast>>;
  let burger: number;

  beforeAll(async () => {
    cast = await insertCast(t);
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 12100 });
    await setIdentity(t, cast.admin.token);
  });

  const takeCashOrder = async () => {
    const res = await api<{ purchaseId: string }>('POST', '/staff/orders', {
      token: cast.employee.token,
      body: {
        customer: { name: 'Juana Pérez' },
        channel: 'mostrador',
        cart: [{ id: burger, cantidad: 1 }],
        payment: { method: 'efectivo' },
      },
    });
    expect(res.status).toBe(201);
    return res.body.purchaseId;
  };

  it('are invoiced when their cash is taken, not when they reach the kitchen; a no-show never is', async () => {
    const purchaseId = await takeCashOrder();
    const unpaid = await takeCashOrder();
    await settleInvoicing(t.app);
    // Owed (a_cobrar): nothing sold yet, nothing to invoice.
    expect(await api('GET', `/orders/${purchaseId}/invoice`, { token: cast.employee.token })).toMatchObject({
      status: 404,
      body: { error: NO_INVOICE },
    });
    const paid = await api('POST', `/orders/${purchaseId}/payments`, {
      token: cast.employee.token,
      body: { method: 'efectivo', received: 15000 },
    });
    expect(paid.status).toBe(200);
    await settleInvoicing(t.app);
    const invoice = await api<InvoiceView>('GET', `/orders/${purchaseId}/invoice`, { token: cast.employee.token });
    expect(invoice).toMatchObject({
      status: 200,
      body: { type: 6, number: 1, status: 'emitida', total: 12100, net: 10000, vat: 2100 },
    });
    expect((await api('GET', `/orders/${unpaid}/invoice`, { token: cast.employee.token })).status).toBe(404);
    const rows = await t.app.ctx.db.select().from(invoices);
    expect(rows).toHaveLength(1);
  });
});
