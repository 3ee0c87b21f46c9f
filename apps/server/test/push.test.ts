import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointAllowed } from '#adapters/push/endpoint-policy';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '#config';
import { pushSubscriptions } from '#db/schema';
import { persistedVapidKeys, validVapidKeys } from '#vapid-keys';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { browserKeys, decryptPush, startPushService, verifyVapid, type PushService } from './support/push-service';
import { useTestApp } from './support/test-app';
import { insertCast, insertUser, TEST_PASSWORD, type TestUser } from './support/user-fixtures';

const refused =
  'El servicio de avisos del navegador no está permitido: la dirección debe ser https:// de un servicio de avisos conocido';

describe('push notices', () => {
  let service: PushService;
  // Started before the app, whose allow-list names the service's port (only 443 passes otherwise).
  beforeAll(async () => {
    service = await startPushService();
  });
  const { t, api } = useTestApp(() => ({ PUSH_SERVICE_HOSTS: `127.0.0.1:${new URL(service.origin).port}` }));
  let customer: TestUser;
  let otherCustomer: TestUser;
  let employee: TestUser;
  let burger: number;

  beforeAll(async () => {
    ({ customer, otherCustomer, employee } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });
  afterAll(async () => service?.close());
  beforeEach(() => service.answerWith(201));

  const order = (token: string) => placePaidOrder(t, token, { cart: [{ id: burger, cantidad: 1 }] });
  const endpoint = (name: string) => `${service.origin}/push/${name}-${Math.random().toString(36).slice(2)}`;
  const subscribe = (token: string, body: object) => api('POST', '/push/subscriptions', { token, body });
  const markReady = (purchaseId: string) =>
    api<{ number: number }>('PUT', `/orders/${purchaseId}`, { token: employee.token, body: { status: 'Listo' } });
  const subscriptionsAt = (url: string) =>
    t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));

  it('gives the public VAPID key to anyone', async () => {
    const res = await api<{ publicKey: string }>('GET', '/push/key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    expect(res.body.publicKey).toBe(t.config.push.vapid?.publicKey);
  });

  it("tells the buyer's device when the kitchen marks the order ready, signed and encrypted as browsers expect", async () => {
    const { purchaseId } = await order(customer.token);
    const keys = browserKeys();
    const url = endpoint('ready');
    const res = await subscribe(customer.token, { ...keys.json(url), topic: 'order', purchaseId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ endpoint: url, topic: 'order', purchaseId });

    const ready = await markReady(purchaseId);
    expect(ready.status).toBe(200);
    const push = await service.nextPush();
    expect(push.path).toBe(new URL(url).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const claims = await verifyVapid(push.headers, t.config.push.vapid!.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:contacto@burgers.test');
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);

    const notice = JSON.parse(decryptPush(push.body, keys)) as { title: string; url: string };
    expect(notice.title).toBe(`Tu pedido #${ready.body.number} está listo para retirar`);
    expect(notice.url).toBe(`/user/purchaseDetail/${purchaseId}`);
  });

  it('tells the kitchen devices of a new paid order', async () => {
    const keys = browserKeys();
    const url = endpoint('kitchen');
    expect((await subscribe(employee.token, { subscription: keys.json(url), topic: 'kitchen' })).status).toBe(201);
    await order(otherCustomer.token);
    const push = await service.nextPush();
    expect(push.path).toBe(new URL(url).pathname);
    expect(JSON.parse(decryptPush(push.body, keys)).title).toMatch(/^Nuevo pedido #\d+$/);
    await api('DELETE', '/push/subscriptions', { token: employee.token, body: { endpoint: url } });
  });

  it("refuses another person's order and a customer asking for the kitchen's notices (403), an unknown order (404), a visitor (401)", async () => {
    const { purchaseId } = await order(customer.token);
    const keys = browserKeys().json(endpoint('x'));
    const other = await subscribe(otherCustomer.token, { ...keys, topic: 'order', purchaseId });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: 'No tenés permiso para realizar esta acción' });
    expect((await subscribe(employee.token, { ...keys, topic: 'order', purchaseId })).status).toBe(403);
    const kitchen = await subscribe(customer.token, { ...keys, topic: 'kitchen' });
    expect(kitchen.status).toBe(403);
    expect(kitchen.body).toMatchObject({ error: 'No tenés permiso para realizar esta acción' });
    const unknown = await subscribe(customer.token, { ...keys, topic: 'order', purchaseId: 'no-such-order' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Compra no encontrada' });
    expect((await api('POST', '/push/subscriptions', { body: { ...keys, topic: 'order', purchaseId } })).status).toBe(
      401,
    );
    expect(await subscriptionsAt(keys.endpoint)).toHaveLength(0);
  });

  it('never lets a subscription make the shop call an address outside PUSH_SERVICE_HOSTS', async () => {
    const { purchaseId } = await order(customer.token);
    const keys = browserKeys();
    for (const url of [
      `http://127.0.0.1:${new URL(service.origin).port}/push/plain-http`,
      'https://evil.example.com/push/1',
      'https://10.0.0.7/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://127.0.0.2/push/1',
      // The allowed host on another port than the one its entry names (443 included).
      `https://127.0.0.1:${Number(new URL(service.origin).port) + 1}/push/1`,
      'https://127.0.0.1/push/1',
      'not an address',
    ]) {
      const res = await subscribe(customer.token, { ...keys.json(url), topic: 'order', purchaseId });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ error: refused });
    }
    const badKeys = await subscribe(customer.token, {
      endpoint: endpoint('keys'),
      keys: { p256dh: 'abc', auth: 'abc' },
      topic: 'order',
      purchaseId,
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body).toMatchObject({ error: 'La suscripción a los avisos no es válida' });
    const badTopic = await subscribe(customer.token, { ...keys.json(endpoint('topic')), topic: 'todo' });
    expect(badTopic.status).toBe(400);
    expect(badTopic.body).toMatchObject({ error: 'El tema debe ser order o kitchen' });
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const { purchaseId } = await order(customer.token);
    const url = endpoint('gone');
    await subscribe(customer.token, { ...browserKeys().json(url), topic: 'order', purchaseId });
    service.answerWith(410);
    expect((await markReady(purchaseId)).status).toBe(200);
    await service.nextPush();
    await t.app.ctx.background.drain();
    expect(await subscriptionsAt(url)).toHaveLength(0);
  });

  it('removes every subscription of an endpoint the push service says is gone (404 or 410)', async () => {
    for (const status of [404, 410]) {
      const first = await order(customer.token);
      const second = await order(customer.token);
      const url = endpoint(`gone-${status}`);
      for (const { purchaseId } of [first, second])
        await subscribe(customer.token, { ...browserKeys().json(url), topic: 'order', purchaseId });
      expect(await subscriptionsAt(url)).toHaveLength(2);
      service.answerWith(status);
      expect((await markReady(first.purchaseId)).status).toBe(200);
      await service.nextPush();
      await t.app.ctx.background.drain();
      expect(await subscriptionsAt(url)).toHaveLength(0);
    }
  });

  it('sends nothing more to the sessions a password change ended, nor to an expired session', async () => {
    const person = await insertUser(t, { role: 'customer', firstName: 'Tomás' });
    const first = await order(person.token);
    const changed = endpoint('password-changed');
    await subscribe(person.token, { ...browserKeys().json(changed), topic: 'order', purchaseId: first.purchaseId });
    const change = await api<{ data: { token: string } }>('PUT', '/changePassword/', {
      token: person.token,
      body: { passwordOld: TEST_PASSWORD, passwordNew: 'OtraClave5678!' },
    });
    expect(change.status).toBe(200);

    const second = await order(customer.token);
    const expired = endpoint('expired');
    await subscribe(customer.token, { ...browserKeys().json(expired), topic: 'order', purchaseId: second.purchaseId });
    // The session the subscription was made with has come to its end.
    await t.app.ctx.db
      .update(pushSubscriptions)
      .set({ sessionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pushSubscriptions.endpoint, expired));

    const before = service.received.length;
    await markReady(first.purchaseId);
    await markReady(second.purchaseId);
    await t.app.ctx.background.drain();
    expect(service.received.slice(before).map((push) => push.path)).toEqual([]);
  });

  it('marks the order ready at once while the push service hangs, and keeps the subscription when it fails', async () => {
    const { purchaseId } = await order(customer.token);
    const url = endpoint('failing');
    await subscribe(customer.token, { ...browserKeys().json(url), topic: 'order', purchaseId });
    service.answerWith('hold');
    const ready = await markReady(purchaseId);
    expect(ready.status).toBe(200);
    // The push is still waiting for its answer while the kitchen already has its own.
    await service.nextPush();
    service.answerWith(500);
    await t.app.ctx.background.drain();
    // A failure that is not 404/410 keeps the subscription: the service may be back for the next order.
    expect(await subscriptionsAt(url)).toHaveLength(1);
  });

  it('sends nothing more to a device after DELETE or after its session logs out', async () => {
    const first = await order(customer.token);
    const deleted = endpoint('deleted');
    await subscribe(customer.token, { ...browserKeys().json(deleted), topic: 'order', purchaseId: first.purchaseId });
    expect(
      (await api('DELETE', '/push/subscriptions', { token: customer.token, body: { endpoint: deleted } })).status,
    ).toBe(204);

    const session = await insertUser(t, { role: 'customer', firstName: 'Lola' });
    const second = await order(session.token);
    const loggedOut = endpoint('logged-out');
    await subscribe(session.token, { ...browserKeys().json(loggedOut), topic: 'order', purchaseId: second.purchaseId });
    expect((await api('POST', '/logout', { token: session.token })).status).toBe(204);

    const before = service.received.length;
    await markReady(first.purchaseId);
    await markReady(second.purchaseId);
    await t.app.ctx.background.drain();
    expect(service.received.slice(before).map((push) => push.path)).toEqual([]);
  });
});

describe('VAPID keys', () => {
  it('are generated once and kept in the data folder', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-vapid-'));
    try {
      const first = persistedVapidKeys(dataDir);
      expect(validVapidKeys(first)).toBe(true);
      expect(persistedVapidKeys(dataDir)).toEqual(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('push endpoints', () => {
  it('are accepted on port 443 of a known push service only', () => {
    const allowed = (url: string) => endpointAllowed(url, DEFAULT_PUSH_SERVICE_HOSTS);
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(allowed('https://fcm.googleapis.com:443/fcm/send/abc')).toBe(true);
    expect(allowed('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(allowed('https://wns2-par02p.notify.windows.com:22/w/?token=x')).toBe(false);
    expect(endpointAllowed('https://push.example.com:8443/x', ['push.example.com:8443'])).toBe(true);
    expect(endpointAllowed('https://push.example.com/x', ['push.example.com:8443'])).toBe(false);
  });
});
