import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loginAttempts, sentMail } from '#db/schema';
import { apiClient, useTestApp, type Api } from './support/test-app';
import { insertUser, uniqueEmail } from './support/user-fixtures';

const TOO_MANY = { status: 429, body: { error: 'Demasiados intentos. Probá de nuevo en unos minutos.' } };
let ipCounter = 0;
/** Each test speaks from an address of its own, reported by the trusted proxy. */
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });

function registration(email: string) {
  return { firstName: 'Ana', lastName: 'Pérez', email, password: 'Clave1234!', passwordConfirm: 'Clave1234!' };
}
const contact = (email: string) => ({
  user_name: 'Ana',
  user_surname: 'Pérez',
  email,
  telephone: '1145678901',
  subject: 1,
  message: 'Hola, una consulta.',
});

/** Every call that sends mail, as a request for one address. */
const mailCalls: Record<string, (email: string) => [string, unknown]> = {
  '/register': (email) => ['/register', registration(email)],
  '/activation/resend': (email) => ['/activation/resend', { email }],
  '/passwordRecovery': (email) => ['/passwordRecovery', { email }],
  '/contact': (email) => ['/contact', contact(email)],
  '/newsletter': (email) => ['/newsletter', { email }],
};

describe('the limit of calls that send mail, per address and per IP', () => {
  // Outbox mail (no SMTP); a trusted proxy reports each test's client address.
  const { t, api } = useTestApp({ MAIL_LIMIT_PER_ADDRESS: '3', MAIL_LIMIT_PER_IP: '6', TRUST_PROXY: 'true' });

  const mailsTo = async (email: string) =>
    (await t.app.ctx.db.select().from(sentMail).where(eq(sentMail.to, email))).length;

  for (const [route, call] of Object.entries(mailCalls)) {
    it(`${route}: the same address three times, then 429 from any IP`, async () => {
      const email = uniqueEmail('limite');
      const [path, body] = call(email);
      const headers = newClient();
      for (let i = 0; i < 3; i++) {
        const res = await api('POST', path, { body, headers });
        // A second newsletter subscription is a 409: it still counts.
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(429);
      }
      expect(await api('POST', path, { body, headers })).toMatchObject(TOO_MANY);
      expect(await api('POST', path, { body, headers: newClient() })).toMatchObject(TOO_MANY);
      // The address is the only one held back: another goes through from the same IP.
      const [otherPath, otherBody] = call(uniqueEmail('otra'));
      expect((await api('POST', otherPath, { body: otherBody, headers })).status).toBeLessThan(429);
    });
  }

  it('mails a pending address registered again at most the limit, not once per call', async () => {
    const email = uniqueEmail('bombardeo');
    const headers = newClient();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api('POST', '/register', { body: registration(email), headers })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await mailsTo(email)).toBe(3);
  });

  it('counts registering, resending and recovering an address together', async () => {
    const email = uniqueEmail('cuenta');
    const headers = newClient();
    expect((await api('POST', '/register', { body: registration(email), headers })).status).toBe(201);
    expect((await api('POST', '/activation/resend', { body: { email }, headers })).status).toBe(200);
    expect((await api('POST', '/passwordRecovery', { body: { email }, headers })).status).toBe(200);
    expect(await api('POST', '/activation/resend', { body: { email }, headers })).toMatchObject(TOO_MANY);
  });

  it('answers a known and an unknown address alike once the limit is reached', async () => {
    const known = (await insertUser(t, { role: 'customer' })).email;
    const unknown = uniqueEmail('nadie');
    for (const email of [known, unknown]) {
      const headers = newClient();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await api('POST', '/passwordRecovery', { body: { email }, headers }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    }
  });

  it('stops one IP after the IP limit across addresses and kinds of mail, and only that IP', async () => {
    const headers = newClient();
    const calls = Object.values(mailCalls);
    for (let i = 0; i < 6; i++) {
      const [path, body] = calls[i % calls.length]!(uniqueEmail('ip'));
      expect((await api('POST', path, { body, headers })).status).toBeLessThan(429);
    }
    for (const call of calls) {
      const [path, body] = call(uniqueEmail('ip'));
      expect(await api('POST', path, { body, headers })).toMatchObject(TOO_MANY);
    }
    const [path, body] = mailCalls['/contact']!(uniqueEmail('ip'));
    expect((await api('POST', path, { body, headers: newClient() })).status).toBe(201);
  });

  it('lets a burst through only up to the limit', async () => {
    const email = uniqueEmail('rafaga');
    const headers = newClient();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', '/contact', { body: contact(email), headers })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('counts the calls every server instance on the same database sees', async () => {
    const second = await buildApp(t.config, { database: t.app.ctx.database });
    await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = second.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const secondApi: Api = apiClient(`http://127.0.0.1:${address.port}`);
      const email = uniqueEmail('instancias');
      const headers = newClient();
      await api('POST', '/passwordRecovery', { body: { email }, headers });
      await secondApi('POST', '/passwordRecovery', { body: { email }, headers });
      await api('POST', '/passwordRecovery', { body: { email }, headers });
      expect(await secondApi('POST', '/passwordRecovery', { body: { email }, headers })).toMatchObject(TOO_MANY);
    } finally {
      await second.close();
    }
  });

  it('counts the connection’s address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const untrusted = await buildApp({ ...t.config, trustProxy: false }, { database: t.app.ctx.database });
    await untrusted.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = untrusted.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const direct = apiClient(`http://127.0.0.1:${address.port}`);
      for (let i = 0; i < 6; i++) {
        const res = await direct('POST', '/contact', { body: contact(uniqueEmail('directo')), headers: newClient() });
        expect(res.status).toBe(201);
      }
      const madeUp = await direct('POST', '/contact', { body: contact(uniqueEmail('directo')), headers: newClient() });
      expect(madeUp).toMatchObject(TOO_MANY);
    } finally {
      await untrusted.close();
    }
  });
});

describe('limits with different windows in one table', () => {
  // Mail counted over an hour, logins over 15 minutes: a login must not drop the mail still counted.
  const { t, api } = useTestApp({
    MAIL_LIMIT_PER_ADDRESS: '2',
    MAIL_LIMIT_WINDOW_MINUTES: '60',
    LOGIN_WINDOW_MINUTES: '15',
  });

  it('keeps counting a mail sent 30 minutes ago after a login attempt cleaned up its own window', async () => {
    const email = uniqueEmail('ventana');
    for (let i = 0; i < 2; i++) expect((await api('POST', '/passwordRecovery', { body: { email } })).status).toBe(200);
    await t.app.ctx.db
      .update(loginAttempts)
      .set({ createdAt: sql`now() - interval '30 minutes'` })
      .where(like(loginAttempts.key, 'mail:%'));
    expect((await api('POST', '/login', { body: { email, password: 'Cualquiera1' } })).status).toBe(401);
    expect(await api('POST', '/passwordRecovery', { body: { email } })).toMatchObject(TOO_MANY);
  });
});
