import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pendingRegistrations, users } from '#db/schema';
import { linkIn, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp } from './support/test-app';
import { uniqueEmail } from './support/user-fixtures';

/**
 * An attacker registers Ana's address before (or after) her, with a password of their own. Only
 * Ana's mailbox receives the links; whoever registered first or last, the account must become
 * active only with the password Ana chose.
 */
const ANA_PASSWORD = 'Ana-Clave-2024';
const ATTACKER_PASSWORD = 'Atacante-9999';

function registration(email: string, firstName: string, password: string) {
  return { firstName, lastName: 'Pérez', email, password, passwordConfirm: password };
}

const tokenFromLink = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('registering a pending address more than once', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url, LOGIN_MAX_ATTEMPTS: '3', MAIL_LIMIT_PER_IP: '1000' }));

  /** The activation tokens mailed to `email`, oldest first, once `count` of them have arrived. */
  async function activationTokens(email: string, count: number): Promise<string[]> {
    const prefix = `${t.config.publicUrl}/activateAcount/`;
    const links = () =>
      smtp.mails.filter((mail) => mail.to.includes(email)).flatMap((mail) => linkIn(mail, prefix) ?? []);
    await vi.waitFor(() => expect(links().length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
    return links().map(tokenFromLink);
  }

  const activate = (token: string, body?: unknown) =>
    api('PUT', `/activateAccount/${token}`, body === undefined ? {} : { body });
  const login = (email: string, password: string) => api('POST', '/login', { body: { email, password } });

  async function accountNames(email: string) {
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    return { firstName: row?.firstName, lastName: row?.lastName };
  }

  it('activates an address registered once from its link at once, without a body (SPEC)', async () => {
    const email = uniqueEmail('una-vez');
    expect((await api('POST', '/register', { body: registration(email, 'Ana', ANA_PASSWORD) })).status).toBe(201);
    const [token] = await activationTokens(email, 1);
    expect(await activate(token!)).toMatchObject({ status: 200, body: { result: 1 } });
    expect((await login(email, ANA_PASSWORD)).status).toBe(200);
    // Activated: nothing of the registration is kept besides the account.
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(
      await t.app.ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.userId, user!.id)),
    ).toEqual([]);
  });

  it('attacker first: Ana’s link asks for her password, and only her password activates the account', async () => {
    const email = uniqueEmail('ana');
    expect((await api('POST', '/register', { body: registration(email, 'Intruso', ATTACKER_PASSWORD) })).status).toBe(
      201,
    );
    const again = await api('POST', '/register', { body: registration(email.toUpperCase(), 'Ana', ANA_PASSWORD) });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ firstName: 'Ana', email });
    const [attackerToken, anaToken] = await activationTokens(email, 2);
    expect(anaToken).not.toBe(attackerToken);

    // Before activating, Ana's own password says the account is waiting, not that it is wrong.
    expect(await login(email, ANA_PASSWORD)).toMatchObject({
      status: 401,
      body: { error: 'La cuenta aún no fue activada. Revise su correo para activarla' },
    });

    const contested = await activate(anaToken!);
    expect(contested).toEqual(
      expect.objectContaining({
        status: 409,
        body: {
          error: 'Confirmá la contraseña que elegiste al registrarte',
          code: 'activationPasswordNeeded',
          needsPassword: true,
        },
      }),
    );
    const wrong = await activate(anaToken!, { password: 'no-es-la-mia' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: 'La contraseña no coincide con la que elegiste al registrarte' },
    });
    expect(await activate(anaToken!, { password: ANA_PASSWORD })).toMatchObject({ status: 200, body: { result: 1 } });

    expect(await login(email, ATTACKER_PASSWORD)).toMatchObject({
      status: 401,
      body: { error: 'Credenciales inválidas!' },
    });
    expect((await login(email, ANA_PASSWORD)).status).toBe(200);
    expect(await accountNames(email)).toEqual({ firstName: 'Ana', lastName: 'Pérez' });
    // Every link of the account now says it is active, the attacker's registration link too.
    expect(await activate(attackerToken!)).toMatchObject({ status: 200, body: { result: 0 } });
    expect(await activate(anaToken!)).toMatchObject({ status: 200, body: { result: 0 } });
  });

  it('Ana first: the attacker registering later changes nothing for her password', async () => {
    const email = uniqueEmail('ana-primero');
    expect((await api('POST', '/register', { body: registration(email, 'Ana', ANA_PASSWORD) })).status).toBe(201);
    expect((await api('POST', '/register', { body: registration(email, 'Intruso', ATTACKER_PASSWORD) })).status).toBe(
      201,
    );
    const [anaToken] = await activationTokens(email, 2);

    // Ana opens the first mail, her own: the address is contested now, so her password is asked for.
    expect(await activate(anaToken!)).toMatchObject({ status: 409, body: { needsPassword: true } });
    expect(await activate(anaToken!, { password: ANA_PASSWORD })).toMatchObject({ status: 200, body: { result: 1 } });
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, ANA_PASSWORD)).status).toBe(200);
    expect(await accountNames(email)).toEqual({ firstName: 'Ana', lastName: 'Pérez' });
  });

  it('limits the password tries of a contested activation like a login', async () => {
    const email = uniqueEmail('adivinanza');
    await api('POST', '/register', { body: registration(email, 'Intruso', ATTACKER_PASSWORD) });
    await api('POST', '/register', { body: registration(email, 'Ana', ANA_PASSWORD) });
    const [, token] = await activationTokens(email, 2);
    for (let i = 0; i < 3; i++) expect((await activate(token!, { password: `prueba-${i}-xx` })).status).toBe(401);
    const blocked = await activate(token!, { password: ANA_PASSWORD });
    expect(blocked).toMatchObject({ status: 429, body: { error: 'Demasiados intentos, intentalo más tarde' } });
    expect((await login(email, ANA_PASSWORD)).status).toBe(429);
  });

  it('answers bad activation bodies in Spanish', async () => {
    const email = uniqueEmail('cuerpo');
    await api('POST', '/register', { body: registration(email, 'Ana', ANA_PASSWORD) });
    await api('POST', '/register', { body: registration(email, 'Intruso', ATTACKER_PASSWORD) });
    const [token] = await activationTokens(email, 2);
    expect(await activate(token!, { password: '' })).toMatchObject({
      status: 400,
      body: { error: 'La contraseña es obligatoria' },
    });
    expect(await activate(token!, [ANA_PASSWORD])).toMatchObject({
      status: 400,
      body: { error: 'Los datos enviados deben ser un objeto JSON' },
    });
  });

  it('a resent activation mail adds a link, not a registration: the address stays uncontested', async () => {
    const email = uniqueEmail('reenvio');
    await api('POST', '/register', { body: registration(email, 'Ana', ANA_PASSWORD) });
    await activationTokens(email, 1);
    expect(await api('POST', '/activation/resend', { body: { email } })).toMatchObject({ status: 200 });
    const [first, resent] = await activationTokens(email, 2);
    expect(resent).not.toBe(first);
    expect(await activate(resent!)).toMatchObject({ status: 200, body: { result: 1 } });
    expect(await activate(first!)).toMatchObject({ status: 200, body: { result: 0 } });
    expect((await login(email, ANA_PASSWORD)).status).toBe(200);
  });
});
