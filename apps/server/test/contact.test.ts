import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#db/schema';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { useTestApp, type TestApp } from './support/test-app';

const STORE_EMAIL = 'tienda@burgers.test';

const valid = {
  user_name: 'María José',
  user_surname: "O'Connor-Núñez",
  email: 'maria.jose@example.com',
  telephone: '1145678901',
  subject: 4,
  message: 'La hamburguesa llegó fría.\nPedido de ayer a la noche.',
};

async function storedMessages(t: TestApp) {
  return t.app.ctx.db.select().from(contactMessages).orderBy(asc(contactMessages.id));
}

describe('contact form over SMTP', () => {
  let smtp: TestSmtpServer;

  // Hooks run in the order written, after-hooks in reverse: the app stops before its mail server.
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url, STORE_EMAIL }));

  it('stores the message and mails it to the store with the sender and the subject name', async () => {
    const res = await api('POST', '/contact', { body: valid });
    expect(res.status).toBe(201);

    const [stored] = await storedMessages(t);
    expect(stored).toMatchObject({
      id: (res.body as { id: number }).id,
      userName: 'María José',
      userSurname: "O'Connor-Núñez",
      email: 'maria.jose@example.com',
      telephone: '1145678901',
      subject: 4,
      message: 'La hamburguesa llegó fría.\nPedido de ayer a la noche.',
    });

    const mail = await smtp.waitForMail(STORE_EMAIL);
    expect(mail.subject).toBe("Nueva consulta desde la web: Reclamos · María José O'Connor-Núñez");
    expect(mail.text).toContain("De: María José O'Connor-Núñez");
    expect(mail.text).toContain('Email: maria.jose@example.com');
    expect(mail.text).toContain('Celular: 1145678901');
    expect(mail.text).toContain('Asunto: Reclamos');
    expect(mail.text).toContain('La hamburguesa llegó fría.');
    expect(mail.text).toContain('Pedido de ayer a la noche.');
    // The mailer has no reply-to: the button answers the sender instead.
    expect(mail.html).toContain('href="mailto:maria.jose@example.com?subject=Re%3A%20Reclamos"');
    expect(mail.html).toContain('O&#39;Connor-Núñez');
  });

  it('accepts the subject as the form sends it, a text number', async () => {
    const res = await api('POST', '/contact', { body: { ...valid, email: 'pedro@example.com', subject: '1' } });
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail(STORE_EMAIL, (m) => m.text.includes('pedro@example.com'));
    expect(mail.text).toContain('Asunto: Franquicias');
    expect((await storedMessages(t)).at(-1)?.subject).toBe(1);
  });

  it('ignores fields the form does not have', async () => {
    const res = await api('POST', '/contact', {
      body: { ...valid, email: 'ana@example.com', subject: 2, id: 999, createdAt: '2000-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(201);
    const last = (await storedMessages(t)).at(-1);
    expect(last?.id).not.toBe(999);
    expect(last?.email).toBe('ana@example.com');
    expect(last?.createdAt.getFullYear()).not.toBe(2000);
  });

  it('rejects every invalid field with the form message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, user_name: '' }, '*El nombre es obligatorio'],
      [{ ...valid, user_name: undefined }, '*El nombre es obligatorio'],
      [{ ...valid, user_name: 'R2D2' }, 'Nombre inválido sólo admite letras'],
      [{ ...valid, user_surname: '  ' }, '*El apellido es obligatorio'],
      [{ ...valid, user_surname: 'Pérez!' }, 'Apellido inválido'],
      [{ ...valid, email: '' }, '*El Email es obligatorio'],
      [{ ...valid, email: 'maria@' }, 'Este email es inválido'],
      [{ ...valid, telephone: '' }, '* El celular es obligatorio'],
      [{ ...valid, telephone: '11456789' }, 'Escribe un número válido'],
      [{ ...valid, telephone: '11-4567-8901' }, 'Escribe un número válido'],
      [{ ...valid, message: '' }, 'Por favor escribe el motivo de tu consulta'],
      [{ ...valid, subject: undefined }, 'Por favor seleccione una opción'],
      [{ ...valid, subject: 0 }, 'Por favor seleccione una opción'],
      [{ ...valid, subject: 5 }, 'Por favor seleccione una opción'],
      [{ ...valid, subject: 'Reclamos' }, 'Por favor seleccione una opción'],
    ];
    const storedBefore = (await storedMessages(t)).length;
    const mailsBefore = smtp.mails.length;
    for (const [body, error] of cases) {
      const res = await api('POST', '/contact', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ error });
    }
    expect(await storedMessages(t)).toHaveLength(storedBefore);
    expect(smtp.mails).toHaveLength(mailsBefore);
  });

  it('answers a body that is not JSON with a Spanish 400', async () => {
    const res = await fetch(`${t.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user_name": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'El cuerpo de la solicitud no es válido' });
  });
});

describe('contact form when the mail server is down', () => {
  // Nothing listens on port 9 of this machine: every SMTP connection is refused.
  const { t, api } = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', STORE_EMAIL });

  it('still receives the message: it is stored for the store to read', async () => {
    const res = await api('POST', '/contact', { body: valid });
    expect(res.status).toBe(201);
    expect(await storedMessages(t)).toHaveLength(1);
  });
});
