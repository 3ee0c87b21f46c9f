import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSubscribers, sentMail } from '#db/schema';
import { linkIn, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp, type TestApp } from './support/test-app';
import { insertUser } from './support/user-fixtures';

async function subscriberEmails(t: TestApp): Promise<string[]> {
  const rows = await t.app.ctx.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
  return rows.map((row) => row.email).sort();
}

const issue = {
  title: 'Llegó la Doble Cheddar',
  description: 'Probá nuestra nueva <Doble Cheddar> & papas rústicas.\nSólo este fin de semana.',
  btnTxt: 'VER MÁS',
};

describe('newsletter over SMTP', () => {
  let smtp: TestSmtpServer;
  let adminToken: string;

  // Hooks run in the order written, after-hooks in reverse: the app stops before its mail server.
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));
  beforeAll(async () => {
    adminToken = (await insertUser(t, { role: 'admin' })).token;
  });

  it('sends nothing while nobody is subscribed', async () => {
    const res = await api('POST', '/newsletter/send', { token: adminToken, body: issue });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 0 });
    expect(smtp.mails).toHaveLength(0);
  });

  it('subscribes a visitor, keeping the address lowercased', async () => {
    const res = await api('POST', '/newsletter', { body: { email: '  Lucia.Gomez@Example.com ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: 'lucia.gomez@example.com' });
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com']);
  });

  it('refuses the same address again, whatever its capitals', async () => {
    for (const email of ['lucia.gomez@example.com', 'LUCIA.GOMEZ@EXAMPLE.COM']) {
      const res = await api('POST', '/newsletter', { body: { email } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'El email ya está suscripto!' });
    }
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com']);
  });

  it('rejects a missing or malformed address with the form messages', async () => {
    const cases: [unknown, string][] = [
      [{}, '* El email es obligatorio!'],
      [{ email: '' }, '* El email es obligatorio!'],
      [{ email: '   ' }, '* El email es obligatorio!'],
      [{ email: 'lucia@' }, '* Dirección de email inválida!'],
      [{ email: 'no es un mail' }, '* Dirección de email inválida!'],
    ];
    for (const [body, error] of cases) {
      const res = await api('POST', '/newsletter', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error });
    }
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com']);
  });

  it('mails every subscriber the news, a button to the shop and their own unsubscribe link', async () => {
    expect((await api('POST', '/newsletter', { body: { email: 'martin@example.com' } })).status).toBe(201);

    const res = await api('POST', '/newsletter/send', { token: adminToken, body: issue });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2 });

    const unsubscribePrefix = `${t.baseUrl}/api/newsletter/unsubscribe/`;
    const links: string[] = [];
    for (const to of ['lucia.gomez@example.com', 'martin@example.com']) {
      const mail = await smtp.waitForMail(to, (m) => m.subject === issue.title);
      expect(mail.to).toEqual([to]);
      expect(mail.text).toContain('Probá nuestra nueva <Doble Cheddar> & papas rústicas.');
      expect(mail.text).toContain('Sólo este fin de semana.');
      expect(mail.text).toContain(`VER MÁS: ${t.baseUrl}/`);
      // The admin's text is shown, never interpreted as markup.
      expect(mail.html).toContain('Probá nuestra nueva &lt;Doble Cheddar&gt; &amp; papas rústicas.');
      expect(mail.html).toMatch(new RegExp(`<a href="${t.baseUrl}/"[^>]*>VER MÁS</a>`));
      const link = linkIn(mail, unsubscribePrefix);
      expect(link).toBeDefined();
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Desuscribirme');
      links.push(link ?? '');
    }
    expect(links[0]).not.toBe(links[1]);
  });

  it('keeps only the hash of each unsubscribe token: no copy of the database holds a working link', async () => {
    const mail = await smtp.waitForMail('martin@example.com', (m) => m.subject === issue.title);
    const link = linkIn(mail, `${t.baseUrl}/api/newsletter/unsubscribe/`) ?? '';
    const token = decodeURIComponent(link.split('/').pop() ?? '');
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.app.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'martin@example.com'));
    expect(row!.unsubscribeTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = await t.app.ctx.db.execute(
      sql`select to_jsonb(s)::text as row from newsletter_subscribers s union all select to_jsonb(m)::text from sent_mail m`,
    );
    expect(JSON.stringify(everything)).not.toContain(token);
  });

  it('does not unsubscribe on a link checker HEAD request', async () => {
    const mail = await smtp.waitForMail('martin@example.com', (m) => m.subject === issue.title);
    const link = linkIn(mail, `${t.baseUrl}/api/newsletter/unsubscribe/`) ?? '';
    const head = await fetch(link, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com', 'martin@example.com']);
  });

  it('unsubscribes whoever follows their link, with a Spanish page, and stops their mail', async () => {
    const mail = await smtp.waitForMail('martin@example.com', (m) => m.subject === issue.title);
    const link = linkIn(mail, `${t.baseUrl}/api/newsletter/unsubscribe/`) ?? '';

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Te desuscribiste del newsletter');
    expect(html).toContain(`href="${t.baseUrl}/"`);
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com']);

    const again = await fetch(link);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('Este enlace para desuscribirte no es válido o ya fue usado.');

    const before = smtp.mails.length;
    const res = await api('POST', '/newsletter/send', {
      token: adminToken,
      body: { ...issue, title: 'Segunda edición' },
    });
    expect(res.body).toEqual({ sent: 1 });
    await smtp.waitForMail('lucia.gomez@example.com', (m) => m.subject === 'Segunda edición');
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([['lucia.gomez@example.com']]);
  });

  it('lets an unsubscribed address subscribe again', async () => {
    const res = await api('POST', '/newsletter', { body: { email: 'martin@example.com' } });
    expect(res.status).toBe(201);
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com', 'martin@example.com']);
  });

  it('answers an unknown unsubscribe link with a not-found page', async () => {
    const res = await fetch(`${t.baseUrl}/api/newsletter/unsubscribe/not-a-real-token`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Enlace inválido');
    expect(html).toContain('Volver a la tienda');
    expect(await subscriberEmails(t)).toEqual(['lucia.gomez@example.com', 'martin@example.com']);
  });

  it('requires a title, a description and a button text to send', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...issue, title: '' }, 'El título es obligatorio'],
      [{ description: issue.description, btnTxt: issue.btnTxt }, 'El título es obligatorio'],
      [{ ...issue, description: '   ' }, 'La descripción es obligatoria'],
      [{ ...issue, btnTxt: '' }, 'El texto del botón es obligatorio'],
    ];
    const before = smtp.mails.length;
    for (const [body, error] of cases) {
      const res = await api('POST', '/newsletter/send', { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error });
    }
    expect(smtp.mails.length).toBe(before);
  });

  it('lets only an active admin send the news', async () => {
    const cases: [string, string | undefined, number, string][] = [
      ['visitor', undefined, 401, 'Debes iniciar sesión'],
      ['bad token', 'not-a-token', 401, 'Sesión inválida o vencida'],
      [
        'customer',
        (await insertUser(t, { role: 'customer' })).token,
        403,
        'No tenés permiso para realizar esta acción',
      ],
      [
        'employee',
        (await insertUser(t, { role: 'employee' })).token,
        403,
        'No tenés permiso para realizar esta acción',
      ],
      [
        'deactivated admin',
        (await insertUser(t, { role: 'admin', deactivated: true })).token,
        401,
        'La cuenta está desactivada',
      ],
    ];
    const before = smtp.mails.length;
    for (const [who, token, status, error] of cases) {
      const res = await api('POST', '/newsletter/send', { token, body: issue });
      expect(res.status, who).toBe(status);
      expect(res.body, who).toMatchObject({ error });
    }
    expect(smtp.mails.length).toBe(before);

    // Whoever may not send is turned away before the body is even read.
    const invalid = await api('POST', '/newsletter/send', { body: {} });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toMatchObject({ error: 'Debes iniciar sesión' });
  });
});

describe('newsletter without SMTP (outbox)', () => {
  const { t, api } = useTestApp();

  it('keeps each newsletter mail in the outbox without its unsubscribe token; the logged link works', async () => {
    const logged: string[] = [];
    const info = vi.spyOn(t.app.ctx.log, 'info').mockImplementation((fields: unknown) => {
      if (fields && typeof fields === 'object' && 'links' in fields)
        logged.push(...(fields as { links: string[] }).links);
    });
    try {
      await api('POST', '/newsletter', { body: { email: 'sofia@example.com' } });
      const res = await api('POST', '/newsletter/send', {
        token: (await insertUser(t, { role: 'admin' })).token,
        body: issue,
      });
      expect(res.body).toEqual({ sent: 1 });
    } finally {
      info.mockRestore();
    }

    const [stored] = await t.app.ctx.db.select().from(sentMail).where(eq(sentMail.to, 'sofia@example.com'));
    expect(stored?.transport).toBe('outbox');
    expect(stored?.subject).toBe(issue.title);
    expect(stored?.text).toContain(`${t.baseUrl}/api/newsletter/unsubscribe/[enlace oculto]`);
    const link = logged.find((word) => word.startsWith(`${t.baseUrl}/api/newsletter/unsubscribe/`));
    expect(link).toBeDefined();
    expect(stored?.text).not.toContain(link);
    expect((await fetch(link ?? '')).status).toBe(200);
    expect(await subscriberEmails(t)).toEqual([]);
  });
});

describe('newsletter when the mail server is down', () => {
  // Nothing listens on port 9 of this machine: every SMTP connection is refused.
  const { t, api } = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });

  it('tells the admin the news could not be sent', async () => {
    await api('POST', '/newsletter', { body: { email: 'sofia@example.com' } });
    const res = await api('POST', '/newsletter/send', {
      token: (await insertUser(t, { role: 'admin' })).token,
      body: issue,
    });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: 'No pudimos enviar las novedades, intentalo más tarde' });
  });
});

describe('newsletter when the mail server fails halfway', () => {
  // Takes two mails, then refuses the rest until it recovers.
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ accept: 2 });
  });
  const delivered = () => smtp.mails.flatMap((mail) => mail.to);
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));

  it('mails only the subscribers who did not get it when the same news is sent again', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    const subscribers = Array.from({ length: 6 }, (_, i) => `lector${i}@example.com`);
    for (const email of subscribers) expect((await api('POST', '/newsletter', { body: { email } })).status).toBe(201);

    const first = await api('POST', '/newsletter/send', { token: admin.token, body: issue });
    expect(first).toMatchObject({ status: 200, body: { sent: 2 } });
    expect(delivered()).toHaveLength(2);

    smtp.recover();
    const retry = await api('POST', '/newsletter/send', { token: admin.token, body: issue });
    expect(retry).toMatchObject({ status: 200, body: { sent: 4 } });
    expect(delivered().sort()).toEqual(subscribers);

    // Everyone has it now: sending it once more mails nobody, while new news goes to everyone.
    expect((await api('POST', '/newsletter/send', { token: admin.token, body: issue })).body).toEqual({ sent: 0 });
    const next = await api('POST', '/newsletter/send', {
      token: admin.token,
      body: { ...issue, title: 'Otra novedad' },
    });
    expect(next.body).toEqual({ sent: 6 });
    expect(delivered()).toHaveLength(12);
  });
});
