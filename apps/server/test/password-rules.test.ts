import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#db/schema';
import { hashPassword } from '#lib/passwords';
import { linkIn, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp } from './support/test-app';
import { insertUser, TEST_PASSWORD, uniqueEmail } from './support/user-fixtures';

const TOO_SHORT = '* La contraseña debe tener al menos 8 caracteres';
const registration = (email: string, password = 'Clave1234!') => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  email,
  password,
  passwordConfirm: password,
});

describe('new passwords have at least 8 characters, wherever they are chosen', () => {
  const { t, api } = useTestApp();

  it('refuses 7 characters on register, reset and change, and takes 8', async () => {
    expect(await api('POST', '/register', { body: registration(uniqueEmail('corta'), 'Abc123!') })).toMatchObject({
      status: 400,
      body: { error: TOO_SHORT },
    });
    expect((await api('POST', '/register', { body: registration(uniqueEmail('justa'), 'Abc1234!') })).status).toBe(201);

    expect(await api('POST', '/resetPassword', { body: { token: 'x'.repeat(43), password: 'Abc123!' } })).toMatchObject(
      {
        status: 400,
        body: { error: TOO_SHORT },
      },
    );

    const user = await insertUser(t, { role: 'customer' });
    const change = (passwordNew: string) =>
      api('PUT', '/changePassword/', { token: user.token, body: { passwordOld: TEST_PASSWORD, passwordNew } });
    expect(await change('Abc123!')).toMatchObject({ status: 400, body: { error: TOO_SHORT } });
    expect((await change('Abc1234!')).status).toBe(200);
  });

  it('still lets an older, shorter password sign in', async () => {
    const user = await insertUser(t, { role: 'customer' });
    // A password chosen before the rule existed: the login checks it, it does not judge it.
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('corta') })
      .where(eq(users.id, user.id));
    expect((await api('POST', '/login', { body: { email: user.email, password: 'corta' } })).status).toBe(200);
  });
});

describe('POST /activation/resend', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));

  it('answers the same for unknown, active, deactivated and pending addresses, and mails only the pending one', async () => {
    const pending = uniqueEmail('pendiente');
    expect((await api('POST', '/register', { body: registration(pending) })).status).toBe(201);
    await smtp.waitForMail(pending);
    const active = (await insertUser(t, { role: 'customer' })).email;
    const deactivated = (await insertUser(t, { role: 'customer', deactivated: true })).email;
    const unknown = uniqueEmail('nadie');

    const answers = [];
    for (const email of [unknown, active, deactivated, pending]) {
      answers.push(await api('POST', '/activation/resend', { body: { email: email.toUpperCase() } }));
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 200,
        body: { message: 'Si la cuenta existe y no está activada, te enviamos otro enlace de activación' },
      });
    }

    await vi.waitFor(() => expect(smtp.mails.filter((m) => m.to.includes(pending))).toHaveLength(2));
    const resent = smtp.mails.filter((m) => m.to.includes(pending))[1]!;
    expect(resent.subject).toBe('Activá tu cuenta de Burgers Devoto');
    const link = linkIn(resent, `${t.config.publicUrl}/activateAcount/`);
    expect(await api('PUT', `/activateAccount/${link!.slice(link!.lastIndexOf('/') + 1)}`)).toMatchObject({
      body: { result: 1 },
    });
    const recipients = smtp.mails.flatMap((m) => m.to);
    for (const email of [unknown, active, deactivated]) expect(recipients).not.toContain(email);
  });

  it('answers a malformed address with 400 in Spanish', async () => {
    expect(await api('POST', '/activation/resend', { body: { email: 'sin-arroba' } })).toMatchObject({
      status: 400,
      body: { error: 'El email es inválido' },
    });
  });
});

/** An SMTP server that holds every mail until `release()`: a slow mail provider. */
async function startSlowSmtpServer() {
  const accepted: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        void gate.then(() => {
          accepted.push(...session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    accepted,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('password recovery answers before any mail is sent', () => {
  let smtp: Awaited<ReturnType<typeof startSlowSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSlowSmtpServer();
  });
  afterAll(async () => {
    smtp.release();
    await smtp.close();
  });
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url }));

  it('answers a known address while its mail is still held by the mail server, as it answers an unknown one', async () => {
    const known = (await insertUser(t, { role: 'customer' })).email;
    const unknown = uniqueEmail('nadie');
    const knownAnswer = await api('POST', '/passwordRecovery', { body: { email: known } });
    const unknownAnswer = await api('POST', '/passwordRecovery', { body: { email: unknown } });
    expect(knownAnswer.status).toBe(200);
    expect(unknownAnswer).toEqual({ ...knownAnswer, headers: unknownAnswer.headers });
    // Both answers are in and the mail server has accepted nothing yet: the answer did not wait for it.
    expect(smtp.accepted).toEqual([]);

    smtp.release();
    await vi.waitFor(() => expect(smtp.accepted).toEqual([known]));
  });
});
