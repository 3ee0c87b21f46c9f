import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '#modules/newsletter/service';
import { linkIn, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { apiClient, startTestApp, type Api, type TestApp } from './support/test-app';
import { insertUser } from './support/user-fixtures';

/**
 * The whole log of an app that went through every flow carrying a secret: registration and
 * activation, login (right and wrong), password recovery and reset, newsletter unsubscribe, live
 * streams with `?token=`. Not one line may hold a session token, a mail link's token or a password;
 * every line about a request carries its id.
 */
describe('the log of a whole run', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let api: Api;
  const lines: string[] = [];
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(
      { SMTP_URL: smtp.url, LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    api = apiClient(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const page = (pathname: string) => fetch(`${t.baseUrl}${pathname}`);
  const lastSegment = (link: string) => link.slice(link.lastIndexOf('/') + 1);

  it('holds no token nor password, and tags each request line with its id', async () => {
    const email = 'registro-logs@correo.test';
    secrets.set('first password', 'Primera1234!');
    await api('POST', '/register', {
      body: { firstName: 'Lola', lastName: 'Logs', email, password: 'Primera1234!', passwordConfirm: 'Primera1234!' },
    });
    const activationMail = await smtp.waitForMail(email, (m) => m.text.includes('/activateAcount/'));
    const activation = lastSegment(linkIn(activationMail, `${t.config.publicUrl}/activateAcount/`)!);
    secrets.set('activation token', activation);
    await page(`/activateAcount/${activation}`);
    expect((await api('PUT', `/activateAccount/${activation}`)).status).toBe(200);

    secrets.set('wrong password', 'Equivocada999!');
    expect((await api('POST', '/login', { body: { email, password: 'Equivocada999!' } })).status).toBe(401);
    const login = await api<{ data: { token: string } }>('POST', '/login', {
      body: { email, password: 'Primera1234!' },
    });
    secrets.set('session token', login.body.data.token);
    await api('GET', '/users/me', { token: login.body.data.token });

    await api('POST', '/passwordRecovery', { body: { email } });
    const resetMail = await smtp.waitForMail(email, (m) => m.text.includes('/resetPassword/'));
    const reset = lastSegment(linkIn(resetMail, `${t.config.publicUrl}/resetPassword/`)!);
    secrets.set('reset token', reset);
    secrets.set('new password', 'Segunda5678!');
    await page(`/resetPassword/${reset}`);
    expect((await api('POST', '/resetPassword', { body: { token: reset, password: 'Segunda5678!' } })).status).toBe(
      200,
    );

    await api('POST', '/newsletter', { body: { email } });
    const leave = unsubscribeToken(t.config.jwtSecret, email);
    secrets.set('unsubscribe token', leave);
    await page(`/api/newsletter/unsubscribe/${leave}`);

    const employee = await insertUser(t, { role: 'employee' });
    secrets.set('staff session token', employee.token);
    const stream = new AbortController();
    const kitchen = await fetch(`${t.baseUrl}/api/orders/events?token=${employee.token}`, { signal: stream.signal });
    expect(kitchen.status).toBe(200);
    stream.abort();
    // A refused stream too: its error answer is logged with the URL it was asked with.
    await fetch(`${t.baseUrl}/api/orders/events?token=${login.body.data.token}`);

    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = lines.join('');
    expect(log).toContain('/api/login');
    for (const [what, secret] of secrets) {
      expect(log.includes(secret), `the log holds the ${what}`).toBe(false);
    }
    const requestLines = lines
      .map((line) => JSON.parse(line) as { url?: string; reqId?: string })
      .filter((entry) => entry.url);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const entry of requestLines) expect(entry.reqId, entry.url).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every error answer an x-request-id, the one its log line carries', async () => {
    const refused = await api('POST', '/login', { body: { email: 'nadie@correo.test', password: 'Clave1234!' } });
    expect(refused.status).toBe(401);
    const id = refused.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('/api/login'))).toBe(true);

    const missing = await api('GET', '/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers.get('x-request-id')).not.toBe(id);
  });

  it("keeps a proxy's request id, and replaces one a log line could be forged with", async () => {
    const kept = await api('GET', '/no-existe', { headers: { 'x-request-id': 'proxy-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-1234abcd');
    const replaced = await api('GET', '/no-existe', { headers: { 'x-request-id': 'a"b\\nfalso' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
