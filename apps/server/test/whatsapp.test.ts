import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORE_ADDRESS } from '@burgers/domain/constants';
import { templateParameter } from '#adapters/whatsapp/client';
import { loadConfig } from '#config';
import { orders, whatsappMessages, whatsappOptOuts } from '#db/schema';
import { checkoutContact, isOptOutWord, whatsappNumber } from '#modules/whatsapp/phone';
import { insertProduct } from './support/catalogue-fixtures';
import { startFakeWhatsApp, type FakeWhatsApp } from './support/fake-whatsapp';
import { checkout, payInSandbox } from './support/order-fixtures';
import { browserKeys, decryptPush, startPushService, type PushService } from './support/push-service';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));
const STORE = { lat: -34.6035, lng: -58.5115 };
const half = 0.02;
const ZONES = [
  {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [STORE.lng - half, STORE.lat - half],
          [STORE.lng + half, STORE.lat - half],
          [STORE.lng + half, STORE.lat + half],
          [STORE.lng - half, STORE.lat + half],
          [STORE.lng - half, STORE.lat - half],
        ],
      ],
    },
    properties: { name: 'Devoto', fee: 1500, minimum: 0, extraMinutes: 15 },
  },
];
const SECRET = 'secreto-de-la-app';
const SETTINGS = {
  WHATSAPP_TOKEN: 'token-de-prueba',
  WHATSAPP_PHONE_NUMBER_ID: 'PHONE-1',
  WHATSAPP_APP_SECRET: SECRET,
  WHATSAPP_VERIFY_TOKEN: 'verificame',
};

describe('order notices on WhatsApp', () => {
  let fake: FakeWhatsApp;
  let smtp: TestSmtpServer;
  let pushService: PushService;
  beforeAll(async () => {
    [fake, smtp, pushService] = await Promise.all([startFakeWhatsApp(), startSmtpServer(), startPushService()]);
  });
  afterAll(async () => Promise.all([fake?.close(), smtp?.close(), pushService?.close()]));
  const { t, api } = useTestApp(() => ({
    ...SETTINGS,
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_TIMEOUT_SECONDS: '2',
    SMTP_URL: smtp.url,
    PUSH_SERVICE_HOSTS: `127.0.0.1:${new URL(pushService.origin).port}`,
  }));

  let customer: TestUser;
  let employee: TestUser;
  let burger: number;
  beforeAll(async () => {
    let admin: TestUser;
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } })).status).toBe(200);
    expect((await api('PUT', '/admin/delivery/zones', { token: admin.token, body: ZONES })).status).toBe(200);
  });
  beforeEach(() => {
    fake.succeed();
    pushService.answerWith(201);
  });

  const webhookUrl = () => `${t.baseUrl}/api/whatsapp/webhook`;
  /** Every background task (the messages, the mails, the pushes) done. */
  const settle = () => t.app.ctx.background.drain();
  const messagesOf = (orderId: number) =>
    t.app.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
  const paidOrder = async (body: Record<string, unknown>, who = customer) => {
    const placed = await checkout(t, who.token, { cart: [{ id: burger, cantidad: 1 }], ...body });
    const paid = await payInSandbox(t, placed.preferenceId);
    expect(paid.status).toBe(201);
    return { orderId: placed.orderId, purchaseId: paid.body.payment_id };
  };
  const markReady = (purchaseId: string) =>
    api<{ number: number }>('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });
  const subscribePush = async (token: string, purchaseId: string) => {
    const keys = browserKeys();
    const url = `${pushService.origin}/push/${Math.random().toString(36).slice(2)}`;
    const res = await api('POST', '/push/subscriptions', {
      token,
      body: { ...keys.json(url), topic: 'order', purchaseId },
    });
    expect(res.status).toBe(201);
    return { keys, path: new URL(url).pathname };
  };
  const readyMails = (number: number) =>
    smtp.mails.filter((mail) => mail.subject === `Tu pedido #${number} está listo para retirar`);

  it('offers the option and answers Meta’s handshake only with the verify token', async () => {
    expect((await api('GET', '/whatsapp')).body).toEqual({ available: true });
    const ok = await fetch(`${webhookUrl()}?hub.mode=subscribe&hub.verify_token=verificame&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=verificame&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
    ]) {
      const refused = await fetch(`${webhookUrl()}?${query}`);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('El token de verificación no es válido');
    }
  });

  it('sends the confirmation and `Listo para retirar` as templates, instead of the ready mail and push', async () => {
    const { orderId, purchaseId } = await paidOrder({ phone: '11 2345-6789', whatsapp: true });
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ customerPhone: '+541123456789', whatsappOptIn: true });
    const push = await subscribePush(customer.token, purchaseId);

    const confirmed = await fake.waitFor((m) => m.template?.name === 'pedido_confirmado');
    expect(confirmed).toMatchObject({
      phoneNumberId: 'PHONE-1',
      token: 'token-de-prueba',
      to: '5491123456789',
      type: 'template',
    });
    expect(confirmed.template?.language).toBe('es_AR');
    const [firstName, number, total, promise, link] = confirmed.template!.parameters;
    expect(firstName).toBe('Carla');
    expect(Number(number)).toBeGreaterThan(0);
    expect(total).toBe('$ 8.500,00');
    expect(promise).toMatch(/^Retiralo a partir de las \d\d:\d\d/);
    expect(link).toBe(`${t.config.publicUrl}/user/purchaseDetail/${purchaseId}`);
    // The receipt mail still goes: it is the proof of purchase.
    const receipt = await smtp.waitForMail(customer.email, (mail) => mail.subject === `Recibimos tu pedido #${number}`);
    expect(receipt.text).toContain('Te avisamos por WhatsApp cuando esté listo.');

    expect((await markReady(purchaseId)).status).toBe(200);
    const ready = await fake.waitFor((m) => m.template?.name === 'pedido_listo');
    expect(ready.template?.parameters).toEqual(['Carla', number, STORE_ADDRESS]);
    expect(ready.to).toBe('5491123456789');
    await settle();
    expect(readyMails(Number(number))).toHaveLength(0);
    expect(pushService.received.filter((p) => p.path === push.path)).toHaveLength(0);
    const recorded = await messagesOf(orderId);
    expect(recorded.map((m) => [m.kind, m.template, m.phone, m.status, m.waMessageId])).toEqual([
      ['confirmado', 'pedido_confirmado', '+5491123456789', 'accepted', confirmed.id],
      ['listo', 'pedido_listo', '+5491123456789', 'accepted', ready.id],
    ]);
  });

  it('tells a phone order’s customer on WhatsApp when staff tick it, and refuses a number it cannot reach', async () => {
    const take = (customer: Record<string, string>, whatsapp: boolean) =>
      api<{ purchaseId: string; number: number }>('POST', '/staff/orders', {
        token: employee.token,
        body: {
          customer,
          channel: 'telefono',
          payment: { method: 'efectivo' },
          cart: [{ id: burger, cantidad: 1 }],
          whatsapp,
        },
      });
    expect(await take({ name: 'Sin celular' }, true)).toMatchObject({
      status: 400,
      body: { error: 'Para avisarte por WhatsApp necesitamos tu celular.' },
    });
    const taken = await take({ name: 'Marta Teléfono', phone: '11 2345-0077' }, true);
    expect(taken.status).toBe(201);
    const confirmed = await fake.waitFor((m) => m.template?.name === 'pedido_confirmado' && m.to === '5491123450077');
    // Addressed to the customer staff named, not to the employee's account the order sits under.
    expect(confirmed.template?.parameters.slice(0, 2)).toEqual(['Marta', String(taken.body.number)]);
    expect((await markReady(taken.body.purchaseId)).status).toBe(200);
    await fake.waitFor((m) => m.template?.name === 'pedido_listo' && m.to === '5491123450077');
  });

  it('records a signed status once, never backwards, and refuses a forged or unsigned one', async () => {
    const { orderId, purchaseId } = await paidOrder({ phone: '+54 9 11 3456-7890', whatsapp: true });
    await markReady(purchaseId);
    const ready = await fake.waitFor((m) => m.template?.name === 'pedido_listo' && m.to === '5491134567890');
    await settle();
    const readyRow = async () => (await messagesOf(orderId)).find((m) => m.kind === 'listo')!;

    // Forged (another secret) or unsigned: refused, nothing recorded.
    const forged = await fake.postToWebhook(webhookUrl(), fake.statusBody(ready.id!, 'read'), 'otro-secreto');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: string }).error).toBe(
      'La firma de la notificación de WhatsApp no es válida',
    );
    expect((await fake.postToWebhook(webhookUrl(), fake.statusBody(ready.id!, 'read'), null)).status).toBe(401);
    expect(await readyRow()).toMatchObject({ status: 'accepted', readAt: null, deliveredAt: null });

    const delivered = fake.statusBody(ready.id!, 'delivered', 1_900_000_000);
    expect((await fake.postToWebhook(webhookUrl(), delivered, SECRET)).status).toBe(200);
    // The same notification again, later: recorded once, its first time kept.
    const again = fake.statusBody(ready.id!, 'delivered', 1_900_000_500);
    expect((await fake.postToWebhook(webhookUrl(), again, SECRET)).status).toBe(200);
    expect(await readyRow()).toMatchObject({
      status: 'delivered',
      deliveredAt: new Date(1_900_000_000_000),
    });
    // `sent` arriving after `delivered` fills its time but does not move the status back.
    await fake.postToWebhook(webhookUrl(), fake.statusBody(ready.id!, 'sent', 1_899_999_990), SECRET);
    expect(await readyRow()).toMatchObject({ status: 'delivered', sentAt: new Date(1_899_999_990_000) });
    await fake.postToWebhook(webhookUrl(), fake.statusBody(ready.id!, 'read', 1_900_000_100), SECRET);
    expect(await readyRow()).toMatchObject({ status: 'read', readAt: new Date(1_900_000_100_000) });
    // The staff read it over HTTP (a customer who says nothing arrived); the customer may not.
    const seen = await api<Array<Record<string, unknown>>>('GET', `/orders/${purchaseId}/whatsapp`, {
      token: employee.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.find((m) => m.kind === 'listo')).toMatchObject({
      template: 'pedido_listo',
      phone: '+5491134567890',
      status: 'read',
      sentAt: '2030-03-17T17:46:30.000Z',
      deliveredAt: '2030-03-17T17:46:40.000Z',
      readAt: '2030-03-17T17:48:20.000Z',
      failedAt: null,
      fallbackAt: null,
    });
    expect((await api('GET', `/orders/${purchaseId}/whatsapp`, { token: customer.token })).status).toBe(403);
    expect((await api('GET', '/orders/no-such-order/whatsapp', { token: employee.token })).status).toBe(404);
    // No fallback for a message that arrived.
    await settle();
    expect(
      smtp.mails.filter((mail) => mail.subject.includes('listo para retirar') && mail.to.includes(customer.email)),
    ).toHaveLength(0);
  });

  it('falls back to the push notice and the mail, once, when the Cloud API refuses the message', async () => {
    const { orderId, purchaseId } = await paidOrder({ phone: '11 4567-8901', whatsapp: true });
    const push = await subscribePush(customer.token, purchaseId);
    await settle();
    fake.fail(400);
    const ready = await markReady(purchaseId);
    expect(ready.status).toBe(200);
    await fake.waitFor((m) => m.template?.name === 'pedido_listo' && m.to === '5491145678901');
    const mail = await smtp.waitForMail(
      customer.email,
      (m) => m.subject === `Tu pedido #${ready.body.number} está listo para retirar`,
    );
    expect(mail.text).toContain(STORE_ADDRESS);
    const notice = await pushService.nextPush();
    expect(notice.path).toBe(push.path);
    expect(JSON.parse(decryptPush(notice.body, push.keys)).title).toBe(
      `Tu pedido #${ready.body.number} está listo para retirar`,
    );
    await settle();
    expect(readyMails(ready.body.number)).toHaveLength(1);
    const row = (await messagesOf(orderId)).find((m) => m.kind === 'listo')!;
    expect(row.status).toBe('failed');
    expect(row.error).toContain('131030');
    expect(row.fallbackAt).not.toBeNull();
  });

  it('never keeps the kitchen waiting on a Cloud API that hangs: past the timeout the mail goes instead', async () => {
    const { orderId, purchaseId } = await paidOrder({ phone: '11 4321-0987', whatsapp: true });
    await settle();
    fake.hang();
    const started = Date.now();
    const ready = await markReady(purchaseId);
    expect(ready.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    await fake.waitFor((m) => m.template?.name === 'pedido_listo' && m.to === '5491143210987');
    await smtp.waitForMail(
      customer.email,
      (m) => m.subject === `Tu pedido #${ready.body.number} está listo para retirar`,
    );
    expect((await messagesOf(orderId)).find((m) => m.kind === 'listo')).toMatchObject({
      status: 'failed',
      error: 'sin respuesta a tiempo',
    });
  });

  it('records a status Meta reports before its answer to the send arrived, by the id the message carried', async () => {
    const { orderId, purchaseId } = await paidOrder({ phone: '11 3210-9876', whatsapp: true });
    await settle();
    fake.hang();
    await markReady(purchaseId);
    const sent = await fake.waitFor((m) => m.template?.name === 'pedido_listo' && m.to === '5491132109876');
    expect(sent.callbackData).toMatch(/^mensaje:\d+$/);
    const early = fake.statusBody(sent.id!, 'sent', 1_900_000_000, sent.callbackData);
    expect((await fake.postToWebhook(webhookUrl(), early, SECRET)).status).toBe(200);
    fake.succeed();
    await settle();
    expect((await messagesOf(orderId)).find((m) => m.kind === 'listo')).toMatchObject({
      waMessageId: sent.id,
      status: 'sent',
      sentAt: new Date(1_900_000_000_000),
    });
    // Another message's row is never taken by a made-up id naming it.
    const forgedRow = fake.statusBody('wamid.otro', 'read', 1_900_000_100, sent.callbackData);
    expect((await fake.postToWebhook(webhookUrl(), forgedRow, SECRET)).status).toBe(200);
    expect((await messagesOf(orderId)).find((m) => m.kind === 'listo')).toMatchObject({ status: 'sent', readAt: null });
  });

  it('falls back once when the webhook later reports the message failed', async () => {
    const { orderId, purchaseId } = await paidOrder({ phone: '11 5678-9012', whatsapp: true });
    const push = await subscribePush(customer.token, purchaseId);
    const ready = await markReady(purchaseId);
    const sent = await fake.waitFor((m) => m.template?.name === 'pedido_listo' && m.to === '5491156789012');
    await settle();
    expect(readyMails(ready.body.number)).toHaveLength(0);
    const failed = fake.statusBody(sent.id!, 'failed');
    expect((await fake.postToWebhook(webhookUrl(), failed, SECRET)).status).toBe(200);
    expect((await fake.postToWebhook(webhookUrl(), failed, SECRET)).status).toBe(200);
    await smtp.waitForMail(
      customer.email,
      (m) => m.subject === `Tu pedido #${ready.body.number} está listo para retirar`,
    );
    expect((await pushService.nextPush()).path).toBe(push.path);
    await settle();
    expect(readyMails(ready.body.number)).toHaveLength(1);
    expect(pushService.received.filter((p) => p.path === push.path)).toHaveLength(1);
    expect((await messagesOf(orderId)).find((m) => m.kind === 'listo')).toMatchObject({
      status: 'failed',
      error: 'Message undeliverable (131026)',
    });
  });

  it('sends `En camino` with the rider’s first name instead of the mail', async () => {
    const rider = await insertUser(t, { role: 'employee', firstName: 'Rodrigo', lastName: 'Repartidor' });
    const address = { street: 'Av. Francisco Beiró 5100', ...STORE };
    const { orderId, purchaseId } = await paidOrder({
      phone: '11 6789-0123',
      whatsapp: true,
      fulfillment: 'envio',
      address,
    });
    await markReady(purchaseId);
    const out = await api<{ number: number }>('PUT', `/orders/${purchaseId}`, {
      token: employee.token,
      body: { status: 'En camino', riderId: rider.id },
    });
    expect(out.status).toBe(200);
    const message = await fake.waitFor((m) => m.template?.name === 'pedido_en_camino');
    const [name, number, riderName, window, link] = message.template!.parameters;
    expect([name, Number(number), riderName]).toEqual(['Carla', out.body.number, 'Rodrigo']);
    expect(window).toBeTruthy();
    expect(link).toBe(`${t.config.publicUrl}/user/purchaseDetail/${purchaseId}`);
    await settle();
    expect(smtp.mails.filter((m) => m.subject === `Tu pedido #${out.body.number} está en camino`)).toHaveLength(0);
    // A delivery order is not called to the counter: no `Listo para retirar` either.
    expect((await messagesOf(orderId)).map((m) => m.kind).sort()).toEqual(['confirmado', 'en_camino']);
  });

  it('stops WhatsApp for a number that answers BAJA: its orders hear by mail', async () => {
    const body = fake.incomingBody('5491178901234', '  Bája ');
    expect((await fake.postToWebhook(webhookUrl(), body, SECRET)).status).toBe(200);
    const optOuts = await t.app.ctx.db.select().from(whatsappOptOuts);
    expect(optOuts.map((row) => row.phone)).toContain('+5491178901234');
    const answer = await fake.waitFor((m) => m.type === 'text' && m.to === '5491178901234');
    expect(answer.text).toContain('no te vamos a mandar más avisos por WhatsApp');

    // Typed as at home, without the 9: the same number.
    const { orderId, purchaseId } = await paidOrder({ phone: '11 7890-1234', whatsapp: true });
    const ready = await markReady(purchaseId);
    await smtp.waitForMail(
      customer.email,
      (m) => m.subject === `Tu pedido #${ready.body.number} está listo para retirar`,
    );
    await settle();
    expect(await messagesOf(orderId)).toEqual([]);
    expect(fake.received.filter((m) => m.type === 'template' && m.to === '5491178901234')).toEqual([]);
  });

  it('refuses a bad phone, or WhatsApp without one, in Spanish, storing nothing', async () => {
    const before = (await t.app.ctx.db.select().from(orders)).length;
    const cart = [{ id: burger, cantidad: 1 }];
    for (const phone of ['123', 'no tengo', '11 2345', '+54 9 11 2345 6789 0000']) {
      const res = await api('POST', '/pay/mercadopago', {
        token: customer.token,
        body: { cart, phone, whatsapp: true },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Ingresá un celular válido, con código de área (por ejemplo 11 2345-6789).');
    }
    const none = await api('POST', '/pay/mercadopago', { token: customer.token, body: { cart, whatsapp: true } });
    expect(none).toMatchObject({
      status: 400,
      body: { error: 'Para avisarte por WhatsApp necesitamos tu celular.', code: 'phoneRequired' },
    });
    expect((await t.app.ctx.db.select().from(orders)).length).toBe(before);
  });
});

describe('WhatsApp without its settings', () => {
  let fake: FakeWhatsApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    [fake, smtp] = await Promise.all([startFakeWhatsApp(), startSmtpServer()]);
  });
  afterAll(async () => Promise.all([fake?.close(), smtp?.close()]));
  // The API address alone is no configuration: nothing may reach it.
  const { t, api } = useTestApp(() => ({ WHATSAPP_API_URL: fake.url, SMTP_URL: smtp.url }));

  it('is not offered, refused at checkout, sends nothing, and its webhook answers no one', async () => {
    const { customer, employee, admin } = await insertCast(t);
    const burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } });
    expect((await api('GET', '/whatsapp')).body).toEqual({ available: false });
    const cart = [{ id: burger, cantidad: 1 }];
    const refused = await api('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart, phone: '11 2345-6789', whatsapp: true },
    });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Los avisos por WhatsApp no están disponibles.' } });

    // The phone alone is kept (E.164); the notices go as before.
    const placed = await checkout(t, customer.token, { cart, phone: '11 2345-6789' } as never);
    const paid = await payInSandbox(t, placed.preferenceId);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ customerPhone: '+541123456789', whatsappOptIn: false });
    const ready = await api<{ number: number }>('PUT', `/orders/${paid.body.payment_id}`, {
      token: employee.token,
      body: { status: 'Listo' },
    });
    await smtp.waitForMail(
      customer.email,
      (m) => m.subject === `Tu pedido #${ready.body.number} está listo para retirar`,
    );
    await t.app.ctx.background.drain();
    expect(fake.received).toEqual([]);

    const url = `${t.baseUrl}/api/whatsapp/webhook`;
    expect((await fetch(`${url}?hub.mode=subscribe&hub.verify_token=&hub.challenge=1`)).status).toBe(403);
    expect((await fake.postToWebhook(url, fake.statusBody('wamid.x', 'read'), SECRET)).status).toBe(401);
  });

  it('refuses half a configuration at start', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32), WHATSAPP_TOKEN: 't' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET/,
    );
  });
});

describe('WhatsApp numbers and words', () => {
  it('sends to an Argentine cell as WhatsApp knows it, with the 9, however it was typed', () => {
    for (const typed of ['11 2345-6789', '011 15 2345-6789', '+54 9 11 2345-6789', '+54 11 2345 6789']) {
      const { customerPhone } = checkoutContact({ whatsapp: null }, { phone: typed });
      expect(whatsappNumber(customerPhone!), typed).toBe('+5491123456789');
    }
    expect(whatsappNumber('+59899123456')).toBe('+59899123456');
  });

  it('reads BAJA whatever its case, accents, spaces or punctuation, and nothing else', () => {
    for (const text of ['BAJA', 'baja', ' Bája ', '¡BAJA!', 'b a j a']) expect(isOptOutWord(text), text).toBe(true);
    for (const text of ['bajar', 'no quiero la baja', 'alta', '']) expect(isOptOutWord(text), text).toBe(false);
  });

  it('flattens a parameter Meta would refuse (new lines, tabs, long runs of spaces, empty)', () => {
    expect(templateParameter('Sin\ncebolla\t\t     por favor')).toBe('Sin cebolla por favor');
    expect(templateParameter('   ')).toBe('-');
  });
});

describe('the review request on WhatsApp', () => {
  let fake: FakeWhatsApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    [fake, smtp] = await Promise.all([startFakeWhatsApp(), startSmtpServer()]);
  });
  afterAll(async () => Promise.all([fake?.close(), smtp?.close()]));
  const { t, api } = useTestApp(() => ({ ...SETTINGS, WHATSAPP_API_URL: fake.url, SMTP_URL: smtp.url }));

  let customer: TestUser;
  let employee: TestUser;
  let burger: number;
  beforeAll(async () => {
    let admin: TestUser;
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours: ALWAYS } })).status).toBe(200);
  });

  /** Paid, ready and picked up by a customer who chose WhatsApp; then an hour and more goes by. */
  const pickedUpAnHourAgo = async (phone: string) => {
    const placed = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }], phone, whatsapp: true });
    const purchaseId = (await payInSandbox(t, placed.preferenceId)).body.payment_id;
    for (const status of ['Listo', 'Entregado'])
      expect((await api('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status } })).status).toBe(200);
    await t.app.ctx.background.drain();
    const realNow = t.app.ctx.now;
    t.app.ctx.now = () => new Date(Date.now() + 61 * 60_000);
    try {
      t.app.ctx.followups.kick();
      await t.app.ctx.followups.idle();
      await t.app.ctx.background.drain();
    } finally {
      t.app.ctx.now = realNow;
    }
    return purchaseId;
  };
  const reviewMails = () => smtp.mails.filter((mail) => mail.subject.startsWith('¿Qué tal estuvo tu pedido'));

  it('asks for the review with pedido_gracias instead of the mail, and mails it when WhatsApp fails', async () => {
    const purchaseId = await pickedUpAnHourAgo('11 2345-0001');
    const thanks = await fake.waitFor((m) => m.template?.name === 'pedido_gracias' && m.to === '5491123450001');
    const shop = `${t.config.publicUrl}/calificanos/${purchaseId}`;
    // Without GOOGLE_REVIEW_URL the shop's own page stands in for Google's.
    expect(thanks.template?.parameters).toEqual(['Carla', expect.stringMatching(/^\d+$/), shop, shop]);
    expect(reviewMails()).toHaveLength(0);

    fake.fail(500);
    await pickedUpAnHourAgo('11 2345-0002');
    await expect.poll(() => reviewMails().length).toBe(1);
    expect(fake.received.filter((m) => m.template?.name === 'pedido_gracias')).toHaveLength(2);
  });
});
