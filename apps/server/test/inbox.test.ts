import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage, InboxPage as Inbox } from '@burgers/domain/schemas/inbox-response';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const contact = (name: string, subject: number) => ({
  user_name: name,
  user_surname: 'Pérez',
  email: `${name.toLowerCase()}@example.com`,
  telephone: '1155554444',
  subject,
  message: `Hola, soy ${name}`,
});

describe('contact inbox: /admin/messages', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  let employee: TestUser;

  beforeAll(async () => {
    ({ admin, employee } = await insertCast(t));
    for (const [name, subject] of [
      ['Ana', 2],
      ['Bruno', 4],
      ['Carla', 3],
    ] as const) {
      expect((await api('POST', '/contact', { body: contact(name, subject) })).status).toBe(201);
    }
  });

  it('lists messages newest first with the subject by name, all unread', async () => {
    const res = await api<Inbox>('GET', '/admin/messages', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m) => [m.name, m.subject, m.read])).toEqual([
      ['Carla', 'Felicitaciones', false],
      ['Bruno', 'Reclamos', false],
      ['Ana', 'Consulta General', false],
    ]);
    expect(res.body.messages[0]).toMatchObject({
      surname: 'Pérez',
      email: 'carla@example.com',
      telephone: '1155554444',
      message: 'Hola, soy Carla',
    });
    expect(res.body).toMatchObject({ total: 3, unread: 3 });
  });

  it('marks a message read when opened, once, and counts it', async () => {
    const list = await api<Inbox>('GET', '/admin/messages', { token: admin.token });
    const bruno = list.body.messages[1];
    const opened = await api<InboxMessage>('PUT', `/admin/messages/${bruno.id}/read`, { token: admin.token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ name: 'Bruno', read: true });
    expect((await api<InboxMessage>('PUT', `/admin/messages/${bruno.id}/read`, { token: admin.token })).body.read).toBe(
      true,
    );
    const after = await api<Inbox>('GET', '/admin/messages', { token: admin.token });
    expect(after.body.unread).toBe(2);
    expect(after.body.messages.map((m) => m.read)).toEqual([false, true, false]);
  });

  it('answers 404 for an unknown message and keeps the inbox from the staff', async () => {
    const missing = await api<{ error: string }>('PUT', '/admin/messages/999999/read', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Mensaje no encontrado');
    expect((await api('GET', '/admin/messages', { token: employee.token })).status).toBe(403);
  });
});

describe('newsletter audience: GET /admin/newsletter', () => {
  const { api, t } = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    ({ admin } = await insertCast(t));
  });

  it('counts who will receive the next send and lists what was sent, newest first', async () => {
    const empty = await api<{ subscribers: number; sent: unknown[] }>('GET', '/admin/newsletter', {
      token: admin.token,
    });
    expect(empty.body).toEqual({ subscribers: 0, sent: [] });

    for (const email of ['uno@example.com', 'dos@example.com']) {
      expect((await api('POST', '/newsletter', { body: { email } })).status).toBe(201);
    }
    const issue = { title: 'Llegó la Doble', description: 'Probala este finde', btnTxt: 'VER MÁS' };
    expect((await api('POST', '/newsletter/send', { token: admin.token, body: issue })).body).toEqual({ sent: 2 });
    expect((await api('POST', '/newsletter', { body: { email: 'tres@example.com' } })).status).toBe(201);
    await api('POST', '/newsletter/send', { token: admin.token, body: { ...issue, title: 'Segunda' } });

    const res = await api<{ subscribers: number; sent: Array<{ title: string; recipients: number; sentAt: string }> }>(
      'GET',
      '/admin/newsletter',
      { token: admin.token },
    );
    expect(res.body.subscribers).toBe(3);
    expect(res.body.sent.map((s) => [s.title, s.recipients])).toEqual([
      ['Segunda', 3],
      ['Llegó la Doble', 2],
    ]);
    expect(Number.isNaN(Date.parse(res.body.sent[0].sentAt))).toBe(false);
  });
});
