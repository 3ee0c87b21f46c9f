import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sentMail } from '#db/schema';
import { linkIn, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp, type Api, type TestApp } from './support/test-app';
import { insertUser, uniqueEmail } from './support/user-fixtures';

const registration = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  email,
  password: 'Clave1234!',
  passwordConfirm: 'Clave1234!',
});
const issue = { title: 'Promo de invierno', description: 'Dos por uno los martes.', btnTxt: 'Ver el menú' };

/** Every stored mail, waiting until `count` are there (recovery mails leave after the answer). */
async function storedMails(t: TestApp, count: number) {
  await vi.waitFor(async () =>
    expect((await t.app.ctx.db.select().from(sentMail)).length).toBeGreaterThanOrEqual(count),
  );
  return t.app.ctx.db.select().from(sentMail);
}

/** What a copy of the database would offer as link tokens: every path segment after a mailed link's path. */
function storedTokens(rows: { text: string; html: string }[]): string[] {
  const pattern = /\/(?:activateAcount|resetPassword|newsletter\/unsubscribe)\/([^\s"'<>]+)/g;
  return rows.flatMap((row) =>
    [...`${row.text}\n${row.html}`.matchAll(pattern)].map((match) => decodeURIComponent(match[1]!)),
  );
}

/** Tries a token as an activation link, a reset link and an unsubscribe link; true when any works. */
async function anyWorks(t: TestApp, api: Api, token: string): Promise<boolean> {
  const activation = await api('PUT', `/activateAccount/${encodeURIComponent(token)}`);
  const reset = await api('POST', '/resetPassword', { body: { token, password: 'Robada12345' } });
  const unsubscribe = await fetch(`${t.baseUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`);
  return activation.status === 200 || reset.status === 200 || unsubscribe.status === 200;
}

async function mailEverything(t: TestApp, api: Api) {
  const pending = uniqueEmail('pendiente');
  const known = await insertUser(t, { role: 'customer' });
  const admin = await insertUser(t, { role: 'admin' });
  expect((await api('POST', '/register', { body: registration(pending) })).status).toBe(201);
  expect((await api('POST', '/passwordRecovery', { body: { email: known.email } })).status).toBe(200);
  expect((await api('POST', '/newsletter', { body: { email: known.email } })).status).toBe(201);
  expect(await api('POST', '/newsletter/send', { token: admin.token, body: issue })).toMatchObject({
    body: { sent: 1 },
  });
  return { pending, known };
}

describe('sent_mail without SMTP (the outbox)', () => {
  const { t, api } = useTestApp();

  it('keeps each mail with its links hidden, prints the working links to the log only', async () => {
    const logged: string[] = [];
    const info = vi.spyOn(t.app.ctx.log, 'info').mockImplementation(function (this: unknown, ...args: unknown[]) {
      const [fields] = args;
      if (fields && typeof fields === 'object' && 'links' in fields)
        logged.push(...(fields as { links: string[] }).links);
    });
    try {
      const { pending, known } = await mailEverything(t, api);
      const rows = await storedMails(t, 3);
      expect(rows.map((row) => row.transport)).toEqual(['outbox', 'outbox', 'outbox']);

      // The stored copies show where each link was, without its token.
      for (const path of ['/activateAcount/', '/resetPassword/', '/api/newsletter/unsubscribe/']) {
        const row = rows.find((r) => r.text.includes(path));
        expect(row?.text).toContain(`${path}[enlace oculto]`);
        expect(row?.html).toContain(`${path}[enlace oculto]`);
      }
      const tokens = storedTokens(rows);
      expect(tokens.length).toBeGreaterThanOrEqual(3);
      for (const token of tokens) expect(await anyWorks(t, api, token)).toBe(false);

      // The log has the real links, and they work: what the database lacks is the token itself.
      const activation = logged.find((link) => link.includes('/activateAcount/'));
      const reset = logged.find((link) => link.includes('/resetPassword/'));
      expect(activation && reset).toBeTruthy();
      const token = (link: string) => link.slice(link.lastIndexOf('/') + 1);
      const secretLinks = logged.filter((link) => /\/(activateAcount|resetPassword|unsubscribe)\//.test(link));
      expect(secretLinks).toHaveLength(3);
      for (const row of rows) {
        for (const link of secretLinks) expect(`${row.text}${row.html}`).not.toContain(token(link));
      }
      expect(await api('PUT', `/activateAccount/${token(activation!)}`)).toMatchObject({
        status: 200,
        body: { result: 1 },
      });
      expect((await api('POST', '/login', { body: { email: pending, password: 'Clave1234!' } })).status).toBe(200);
      expect(
        (await api('POST', '/resetPassword', { body: { token: token(reset!), password: 'Nueva12345' } })).status,
      ).toBe(200);
      expect((await api('POST', '/login', { body: { email: known.email, password: 'Nueva12345' } })).status).toBe(200);
    } finally {
      info.mockRestore();
    }
  });
});

describe('sent_mail with SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));

  it('sends the whole links and stores none of their tokens', async () => {
    const { pending, known } = await mailEverything(t, api);
    const rows = await storedMails(t, 3);
    expect(rows.map((row) => row.transport)).toEqual(['smtp', 'smtp', 'smtp']);
    for (const token of storedTokens(rows)) expect(await anyWorks(t, api, token)).toBe(false);

    const activation = linkIn(await smtp.waitForMail(pending), `${t.config.publicUrl}/activateAcount/`);
    const reset = linkIn(
      await smtp.waitForMail(known.email, (m) => m.text.includes('/resetPassword/')),
      `${t.config.publicUrl}/resetPassword/`,
    );
    for (const link of [activation!, reset!]) {
      const token = link.slice(link.lastIndexOf('/') + 1);
      for (const row of rows) expect(`${row.subject}${row.text}${row.html}`).not.toContain(token);
    }
    expect(await api('PUT', `/activateAccount/${activation!.slice(activation!.lastIndexOf('/') + 1)}`)).toMatchObject({
      status: 200,
    });
  });
});
