import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#config';
import { users, userTokens } from '#db/schema';
import { HEARTBEAT_MS } from '#lib/stream-hub';
import { linkIn, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import { apiClient, startSecondInstance, startTestApp, useTestApp, type Api } from './support/test-app';
import { insertUser, uniqueEmail } from './support/user-fixtures';

interface LoginBody {
  user: { id: number; firstName: string; lastName: string; email: string; role: string; imgUri: string | null };
  data: { token: string };
}

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Martina',
    lastName: 'Gómez',
    email,
    password: 'Clave1234!',
    passwordConfirm: 'Clave1234!',
    ...extra,
  };
}

const tokenFromLink = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('accounts over real HTTP with mail on a local SMTP server', () => {
  let smtp: TestSmtpServer;

  // Hooks run in the order written, after-hooks in reverse: the app stops before its mail server.
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));

  async function activationLink(email: string): Promise<{ mail: ReceivedMail; link: string }> {
    const mail = await smtp.waitForMail(email, (m) => m.text.includes('/activateAcount/'));
    const link = linkIn(mail, `${t.config.publicUrl}/activateAcount/`);
    if (!link) throw new Error(`no activation link in: ${mail.text}`);
    return { mail, link };
  }

  describe('POST /register and PUT /activateAccount/:token', () => {
    it('creates an inactive customer, mails an activation link that activates it once, then login works', async () => {
      const email = uniqueEmail('martina');
      const created = await api<LoginBody['user']>('POST', '/register', { body: registration(email) });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        firstName: 'Martina',
        lastName: 'Gómez',
        email,
        role: 'customer',
        imgUri: null,
      });
      expect(created.body).not.toHaveProperty('passwordHash');

      const { mail, link } = await activationLink(email);
      expect(mail.subject).toBe('Activá tu cuenta de Burgers Devoto');
      expect(mail.text).toContain('Hola Martina!');
      expect(mail.html).toContain(`href="${link}"`);
      const token = tokenFromLink(link);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token).not.toBe(String(created.body.id));

      const early = await api('POST', '/login', { body: { email, password: 'Clave1234!' } });
      expect(early.status).toBe(401);
      expect(early.body).toMatchObject({ error: 'La cuenta aún no fue activada. Revise su correo para activarla' });

      expect(await api('PUT', `/activateAccount/${token}`)).toMatchObject({ status: 200, body: { result: 1 } });
      expect(await api('PUT', `/activateAccount/${token}`)).toMatchObject({ status: 200, body: { result: 0 } });

      const login = await api<LoginBody>('POST', '/login', {
        body: { email: email.toUpperCase(), password: 'Clave1234!' },
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toEqual({
        id: created.body.id,
        firstName: 'Martina',
        lastName: 'Gómez',
        email,
        role: 'customer',
        imgUri: null,
      });
      const session = await api('GET', `/users/favorites/${login.body.user.id}`, { token: login.body.data.token });
      expect(session.status).toBe(200);
    });

    it('stores only the SHA-256 of the activation token', async () => {
      const email = uniqueEmail('hash');
      await api('POST', '/register', { body: registration(email) });
      const token = tokenFromLink((await activationLink(email)).link);
      const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
      const rows = await t.app.ctx.db.select().from(userTokens).where(eq(userTokens.userId, user!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        purpose: 'activation',
        tokenHash: createHash('sha256').update(token).digest('hex'),
      });
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('ignores a role (or any unknown field) in the body: the account is a customer', async () => {
      const email = uniqueEmail('intruso');
      const res = await api('POST', '/register', {
        body: registration(email, { role: 'admin', activatedAt: '2020-01-01' }),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ role: 'customer' });
      const token = tokenFromLink((await activationLink(email)).link);
      await api('PUT', `/activateAccount/${token}`);
      const login = await api<LoginBody>('POST', '/login', { body: { email, password: 'Clave1234!' } });
      expect(login.body.user.role).toBe('customer');
      const adminList = await api('GET', '/users/admin', { token: login.body.data.token });
      expect(adminList.status).toBe(403);
    });

    it('refuses an email already registered and activated, whatever its capitals, with 409', async () => {
      const email = uniqueEmail('repetida');
      expect((await api('POST', '/register', { body: registration(email) })).status).toBe(201);
      await api('PUT', `/activateAccount/${tokenFromLink((await activationLink(email)).link)}`);
      const again = await api('POST', '/register', { body: registration(email.toUpperCase()) });
      expect(again).toMatchObject({ status: 409, body: { error: 'El email ya está registrado!' } });
    });

    // Registering a pending address again: test/registration-takeover.test.ts.

    it('keeps refusing the address of an account an admin deactivated, activated or not', async () => {
      for (const activated of [true, false]) {
        const { email } = await insertUser(t, {
          role: 'customer',
          password: 'Vieja1234',
          activated,
          deactivated: true,
        });
        const res = await api('POST', '/register', { body: registration(email) });
        expect(res).toMatchObject({ status: 409, body: { error: 'El email ya está registrado!' } });
        expect((await api('POST', '/login', { body: { email, password: 'Clave1234!' } })).status).toBe(401);
      }
    });

    it("answers bad input with the register form's Spanish messages", async () => {
      const missingName = await api('POST', '/register', { body: registration(uniqueEmail('x'), { firstName: '' }) });
      expect(missingName).toMatchObject({ status: 400, body: { error: '* El nombre es obligatorio' } });
      const badEmail = await api('POST', '/register', { body: registration('no-es-un-mail') });
      expect(badEmail).toMatchObject({ status: 400, body: { error: '*E-mail es invalido' } });
      const mismatch = await api('POST', '/register', {
        body: registration(uniqueEmail('x'), { passwordConfirm: 'OtraClave' }),
      });
      expect(mismatch).toMatchObject({ status: 400, body: { error: '* Error al confirmar contraseña' } });
    });

    it('answers an unknown activation token with 404', async () => {
      const res = await api('PUT', `/activateAccount/${'x'.repeat(43)}`);
      expect(res).toMatchObject({ status: 404, body: { error: 'El enlace de activación no es válido' } });
    });
  });

  describe('POST /login', () => {
    it('answers wrong credentials with 401 and the same text for an unknown address', async () => {
      const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
      const wrong = await api('POST', '/login', { body: { email, password: 'Incorrecta' } });
      expect(wrong).toMatchObject({ status: 401, body: { error: 'Credenciales inválidas!' } });
      const unknown = await api('POST', '/login', { body: { email: uniqueEmail('nadie'), password: 'Correcta123' } });
      expect(unknown).toMatchObject({ status: 401, body: { error: 'Credenciales inválidas!' } });
    });

    it('refuses a deactivated account with 401', async () => {
      const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123', deactivated: true });
      const res = await api('POST', '/login', { body: { email, password: 'Correcta123' } });
      expect(res).toMatchObject({ status: 401, body: { error: 'La cuenta está desactivada' } });
    });

    it('answers an incomplete body with 400 in Spanish', async () => {
      const res = await api('POST', '/login', { body: { email: 'ana@correo.test' } });
      expect(res).toMatchObject({ status: 400, body: { error: 'La contraseña es obligatoria' } });
    });
  });

  describe('POST /passwordRecovery and POST /resetPassword', () => {
    async function resetLink(email: string): Promise<string> {
      const mail = await smtp.waitForMail(email, (m) => m.text.includes('/resetPassword/'));
      const link = linkIn(mail, `${t.config.publicUrl}/resetPassword/`);
      if (!link) throw new Error(`no reset link in: ${mail.text}`);
      expect(mail.subject).toBe('Recuperá tu contraseña de Burgers Devoto');
      expect(mail.html).toContain(`href="${link}"`);
      return link;
    }

    it('answers the same for unknown, inactive and known addresses, and mails only the known active one', async () => {
      const unknown = uniqueEmail('desconocida');
      const inactive = await insertUser(t, { role: 'customer', password: 'Vieja1234', activated: false });
      const deactivated = await insertUser(t, { role: 'customer', password: 'Vieja1234', deactivated: true });
      const known = await insertUser(t, { role: 'customer', password: 'Vieja1234' });

      const answers = [];
      for (const email of [unknown, inactive.email, deactivated.email, known.email]) {
        answers.push(await api('POST', '/passwordRecovery', { body: { email } }));
      }
      for (const answer of answers) expect(answer.status).toBe(200);
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);

      await resetLink(known.email);
      // Mails leave in order, so once the known address's mail is in, none went to the others.
      const recipients = smtp.mails.flatMap((m) => m.to);
      for (const email of [unknown, inactive.email, deactivated.email]) expect(recipients).not.toContain(email);
    });

    it('sets a new password with the mailed link, once; the old password stops working', async () => {
      const { email } = await insertUser(t, { role: 'customer', password: 'Vieja1234' });
      expect((await api('POST', '/passwordRecovery', { body: { email: email.toUpperCase() } })).status).toBe(200);
      const token = tokenFromLink(await resetLink(email));

      const reset = await api('POST', '/resetPassword', { body: { token, password: 'Nueva5678' } });
      expect(reset.status).toBe(200);
      expect((await api('POST', '/login', { body: { email, password: 'Vieja1234' } })).status).toBe(401);
      expect((await api('POST', '/login', { body: { email, password: 'Nueva5678' } })).status).toBe(200);

      const reused = await api('POST', '/resetPassword', { body: { token, password: 'Otra9999' } });
      expect(reused).toMatchObject({
        status: 400,
        body: { error: 'El enlace para restablecer la contraseña no es válido o ya venció' },
      });
      expect((await api('POST', '/login', { body: { email, password: 'Otra9999' } })).status).toBe(401);
    });

    it('signs out every session opened before the reset', async () => {
      const { id, email } = await insertUser(t, { role: 'customer', password: 'Vieja1234' });
      const before = await api<LoginBody>('POST', '/login', { body: { email, password: 'Vieja1234' } });
      const oldToken = before.body.data.token;
      expect((await api('GET', `/users/favorites/${id}`, { token: oldToken })).status).toBe(200);

      await api('POST', '/passwordRecovery', { body: { email } });
      const token = tokenFromLink(await resetLink(email));
      expect((await api('POST', '/resetPassword', { body: { token, password: 'Nueva5678' } })).status).toBe(200);

      const stale = await api('GET', `/users/favorites/${id}`, { token: oldToken });
      expect(stale).toMatchObject({ status: 401, body: { error: 'Sesión inválida o vencida' } });
      const after = await api<LoginBody>('POST', '/login', { body: { email, password: 'Nueva5678' } });
      expect((await api('GET', `/users/favorites/${id}`, { token: after.body.data.token })).status).toBe(200);
    });

    it('keeps a link valid for one hour only', async () => {
      const { id, email } = await insertUser(t, { role: 'customer', password: 'Vieja1234' });
      await api('POST', '/passwordRecovery', { body: { email } });
      const token = tokenFromLink(await resetLink(email));
      const [row] = await t.app.ctx.db.select().from(userTokens).where(eq(userTokens.userId, id));
      const minutes = (row!.expiresAt!.getTime() - row!.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(60, 0);

      await t.app.ctx.db
        .update(userTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(userTokens.userId, id));
      const late = await api('POST', '/resetPassword', { body: { token, password: 'Nueva5678' } });
      expect(late.status).toBe(400);
      expect((await api('POST', '/login', { body: { email, password: 'Vieja1234' } })).status).toBe(200);
    });

    it('refuses a made-up token and an empty one', async () => {
      const madeUp = await api('POST', '/resetPassword', { body: { token: 'inventado', password: 'Nueva5678' } });
      expect(madeUp).toMatchObject({
        status: 400,
        body: { error: 'El enlace para restablecer la contraseña no es válido o ya venció' },
      });
      const empty = await api('POST', '/resetPassword', { body: { token: '', password: 'Nueva5678' } });
      expect(empty).toMatchObject({ status: 400, body: { error: 'El enlace para recuperar la cuenta no es válido' } });
    });

    it('answers a malformed address with 400', async () => {
      const res = await api('POST', '/passwordRecovery', { body: { email: 'sin-arroba' } });
      expect(res).toMatchObject({ status: 400, body: { error: 'El email es inválido' } });
    });
  });

  describe('PUT /changePassword/', () => {
    async function loginAs(email: string, password: string): Promise<LoginBody> {
      const res = await api<LoginBody>('POST', '/login', { body: { email, password } });
      expect(res.status).toBe(200);
      return res.body;
    }

    it('needs a session', async () => {
      const res = await api('PUT', '/changePassword/', { body: { passwordOld: 'a', passwordNew: 'b' } });
      expect(res).toMatchObject({ status: 401, body: { error: 'Debes iniciar sesión' } });
    });

    it('refuses a wrong current password with 400 and SPEC text', async () => {
      const { email } = await insertUser(t, { role: 'customer', password: 'Actual123' });
      const { data } = await loginAs(email, 'Actual123');
      const res = await api('PUT', '/changePassword/', {
        token: data.token,
        body: { passwordOld: 'NoEsLaActual', passwordNew: 'Nueva123', email },
      });
      expect(res).toMatchObject({ status: 400, body: { error: 'La contraseña actual es incorrecta!' } });
      await loginAs(email, 'Actual123');
    });

    it("changes the session owner's password only, whatever email the body names", async () => {
      const owner = await insertUser(t, { role: 'customer', password: 'Actual123' });
      const other = await insertUser(t, { role: 'customer', password: 'DelOtro123' });
      const { data } = await loginAs(owner.email, 'Actual123');
      const res = await api('PUT', '/changePassword/', {
        token: data.token,
        body: { passwordOld: 'Actual123', passwordNew: 'Nueva123', email: other.email },
      });
      expect(res.status).toBe(200);
      await loginAs(owner.email, 'Nueva123');
      await loginAs(other.email, 'DelOtro123');
      expect((await api('POST', '/login', { body: { email: owner.email, password: 'Actual123' } })).status).toBe(401);
    });

    it('signs out the other sessions and hands the caller a fresh token that keeps working', async () => {
      const { id, email } = await insertUser(t, { role: 'customer', password: 'Actual123' });
      const here = await loginAs(email, 'Actual123');
      const elsewhere = await loginAs(email, 'Actual123');

      const res = await api<{ message: string; data: { token: string } }>('PUT', '/changePassword/', {
        token: here.data.token,
        body: { passwordOld: 'Actual123', passwordNew: 'Nueva123', email },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Contraseña modificada!');
      const fresh = res.body.data.token;
      expect(fresh).not.toBe(here.data.token);

      for (const old of [here.data.token, elsewhere.data.token]) {
        const stale = await api('GET', `/users/favorites/${id}`, { token: old });
        expect(stale).toMatchObject({ status: 401, body: { error: 'Sesión inválida o vencida' } });
      }
      expect((await api('GET', `/users/favorites/${id}`, { token: fresh })).status).toBe(200);
      // A later login opens a session as usual.
      const later = await loginAs(email, 'Nueva123');
      expect((await api('GET', `/users/favorites/${id}`, { token: later.data.token })).status).toBe(200);
    });

    it('keeps every session when the current password is wrong', async () => {
      const { id, email } = await insertUser(t, { role: 'customer', password: 'Actual123' });
      const { data } = await loginAs(email, 'Actual123');
      await api('PUT', '/changePassword/', {
        token: data.token,
        body: { passwordOld: 'Mal', passwordNew: 'Nueva123', email },
      });
      expect((await api('GET', `/users/favorites/${id}`, { token: data.token })).status).toBe(200);
    });

    it('answers a missing field with 400', async () => {
      const { email } = await insertUser(t, { role: 'customer', password: 'Actual123' });
      const { data } = await loginAs(email, 'Actual123');
      const res = await api('PUT', '/changePassword/', { token: data.token, body: { passwordOld: 'Actual123' } });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'Por favor complete todos los espacios correctamente' },
      });
    });
  });

  it('shows every account route in the OpenAPI document', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    const doc = (await res.json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths['/api/register']?.post?.tags).toEqual(['auth']);
    expect(doc.paths['/api/login']?.post?.tags).toEqual(['auth']);
    expect(doc.paths['/api/activateAccount/{token}']?.put).toBeDefined();
    expect(doc.paths['/api/passwordRecovery']?.post).toBeDefined();
    expect(doc.paths['/api/resetPassword']?.post).toBeDefined();
    expect(doc.paths['/api/changePassword/']?.put).toBeDefined();
  });
});

describe('accounts while the mail server is down', () => {
  let smtpUrl: string;

  beforeAll(async () => {
    // A port that just had a server on it and now refuses connections.
    const gone = await startSmtpServer();
    await gone.close();
    smtpUrl = gone.url;
  });
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtpUrl }));

  it('does not keep an account whose activation mail could not be sent, so the person can try again', async () => {
    const email = uniqueEmail('sin-correo');
    const first = await api('POST', '/register', { body: registration(email) });
    expect(first).toMatchObject({ status: 502, body: { error: 'No pudimos enviar el correo, intentalo más tarde' } });
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const again = await api('POST', '/register', { body: registration(email) });
    expect(again.status).toBe(502);
  });

  it('still answers a recovery request with 200, revealing nothing', async () => {
    const { email } = await insertUser(t, { role: 'customer', password: 'Vieja1234' });
    const res = await api('POST', '/passwordRecovery', { body: { email } });
    expect(res.status).toBe(200);
  });
});

describe('login rate limit, shared through the database', () => {
  // These tests stand for clients behind a trusted proxy, which reports them in X-Forwarded-For.
  const { t, api } = useTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: 'true' });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('blocks an address after the allowed failures, even with the right password', async () => {
    const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
    const headers = from('198.51.100.1');
    for (let i = 0; i < 3; i++) {
      expect((await api('POST', '/login', { body: { email, password: 'Mal' }, headers })).status).toBe(401);
    }
    const blocked = await api('POST', '/login', { body: { email, password: 'Correcta123' }, headers });
    expect(blocked).toMatchObject({ status: 429, body: { error: 'Demasiados intentos, intentalo más tarde' } });
    const elsewhere = await api('POST', '/login', {
      body: { email, password: 'Correcta123' },
      headers: from('198.51.100.2'),
    });
    expect(elsewhere.status).toBe(429);

    // Another account from the same address is not affected.
    const other = await insertUser(t, { role: 'customer', password: 'Correcta123' });
    expect(
      (await api('POST', '/login', { body: { email: other.email, password: 'Correcta123' }, headers })).status,
    ).toBe(200);
  });

  it('clears the failures of an address on a successful login', async () => {
    const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
    const headers = from('198.51.100.3');
    for (let i = 0; i < 2; i++) await api('POST', '/login', { body: { email, password: 'Mal' }, headers });
    expect((await api('POST', '/login', { body: { email, password: 'Correcta123' }, headers })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await api('POST', '/login', { body: { email, password: 'Mal' }, headers })).status).toBe(401);
    }
    expect((await api('POST', '/login', { body: { email, password: 'Correcta123' }, headers })).status).toBe(200);
  });

  it('blocks an IP that fails on many addresses, and only that IP', async () => {
    const headers = from('203.0.113.9');
    // An IP gets five times an address's allowance: 15 failures here.
    for (let i = 0; i < 15; i++) {
      const res = await api('POST', '/login', { body: { email: uniqueEmail('prueba'), password: 'Mal' }, headers });
      expect(res.status).toBe(401);
    }
    const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
    expect((await api('POST', '/login', { body: { email, password: 'Correcta123' }, headers })).status).toBe(429);
    expect(
      (await api('POST', '/login', { body: { email, password: 'Correcta123' }, headers: from('203.0.113.10') })).status,
    ).toBe(200);
  });

  it('lets at most the allowed attempts of a burst have their password checked', async () => {
    const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
    const headers = from('198.51.100.30');
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => api('POST', '/login', { body: { email, password: 'Mal' }, headers })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });

  it('counts the failures seen by every server instance on the same database', async () => {
    const second = await startSecondInstance(t);
    try {
      const secondApi = second.api;
      const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
      const headers = from('198.51.100.20');
      await api('POST', '/login', { body: { email, password: 'Mal' }, headers });
      await secondApi('POST', '/login', { body: { email, password: 'Mal' }, headers });
      await api('POST', '/login', { body: { email, password: 'Mal' }, headers });
      expect((await secondApi('POST', '/login', { body: { email, password: 'Correcta123' }, headers })).status).toBe(
        429,
      );
    } finally {
      await second.close();
    }
  });
});

describe('the client IP the login limit counts (TRUST_PROXY)', () => {
  const failuresToBlockAnIp = 15; // LOGIN_MAX_ATTEMPTS 3, an IP gets five times that

  async function failFromManyAddresses(api: Api, headers: (i: number) => Record<string, string>) {
    for (let i = 0; i < failuresToBlockAnIp; i++) {
      const res = await api('POST', '/login', {
        body: { email: uniqueEmail('prueba'), password: 'Mal' },
        headers: headers(i),
      });
      expect(res.status).toBe(401);
    }
  }

  it('ignores X-Forwarded-For by default, so a client cannot dodge the per-IP limit by making it up', async () => {
    const t = await startTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
    try {
      const api = apiClient(t.baseUrl);
      await failFromManyAddresses(api, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }));
      const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
      const res = await api('POST', '/login', {
        body: { email, password: 'Correcta123' },
        headers: { 'x-forwarded-for': '192.0.2.77' },
      });
      expect(res).toMatchObject({ status: 429, body: { error: 'Demasiados intentos, intentalo más tarde' } });
    } finally {
      await t.close();
    }
  });

  it('with a number of hops, counts the address the proxy added, not what the client wrote before it', async () => {
    const t = await startTestApp({ LOGIN_MAX_ATTEMPTS: '3', TRUST_PROXY: '1' });
    try {
      const api = apiClient(t.baseUrl);
      // The client writes a new made-up address each time; the proxy appends the real one.
      await failFromManyAddresses(api, (i) => ({ 'x-forwarded-for': `10.9.9.${i + 1}, 203.0.113.50` }));
      const { email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
      const login = (xff: string) =>
        api('POST', '/login', { body: { email, password: 'Correcta123' }, headers: { 'x-forwarded-for': xff } });
      expect((await login('10.1.1.1, 203.0.113.50')).status).toBe(429);
      expect((await login('203.0.113.51')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('accepts true, false, a hop count or a list of proxy addresses, and refuses anything else at start', () => {
    const trustProxy = (value?: string) =>
      loadConfig({ DATA_DIR: '/tmp/unused', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy(' 127.0.0.1, 10.0.0.0/8 ,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    const twoHops = trustProxy('2');
    expect(typeof twoHops).toBe('function');
    if (typeof twoHops === 'function')
      expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    for (const bad of ['yes', '10.0.0.300', '127.0.0.1,', '-1']) {
      expect(() => trustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('POST /logout', () => {
  const { t, api } = useTestApp();

  async function loginAs(email: string): Promise<string> {
    const res = await api<LoginBody>('POST', '/login', { body: { email, password: 'Correcta123' } });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  it('ends the session it is called with on every server instance, and only that one', async () => {
    const second = await startSecondInstance(t);
    try {
      const secondApi = second.api;
      const { id, email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
      const [phone, laptop] = [await loginAs(email), await loginAs(email)];
      expect((await api('GET', `/users/${id}/orders`, { token: phone })).status).toBe(200);

      expect(await api('POST', '/logout', { token: phone })).toMatchObject({ status: 204 });
      for (const client of [api, secondApi]) {
        expect(await client('GET', `/users/${id}/orders`, { token: phone })).toMatchObject({
          status: 401,
          body: { error: 'Sesión inválida o vencida' },
        });
        expect((await client('GET', `/users/${id}/orders`, { token: laptop })).status).toBe(200);
      }
      expect((await secondApi('POST', '/logout', { token: phone })).status).toBe(401);
      expect((await api('POST', '/logout')).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('ends a live order stream opened with that session at its next check', async () => {
    const { id, email } = await insertUser(t, { role: 'customer', password: 'Correcta123' });
    await t.app.ctx.db.update(users).set({ role: 'employee' }).where(eq(users.id, id));
    const token = await loginAs(email);
    // Only the stream's periodic check is sped up; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const controller = new AbortController();
      const response = await fetch(`${t.baseUrl}/api/orders/events?token=${encodeURIComponent(token)}`, {
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toContain(': conectado');

      expect((await api('POST', '/logout', { token })).status).toBe(204);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      let rest = '';
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        rest += chunk.value;
      }
      expect(rest).not.toContain('ping');
      controller.abort();
    } finally {
      vi.useRealTimers();
    }
  });
});
