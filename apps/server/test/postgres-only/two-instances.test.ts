import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { apiClient, type Api } from '../support/test-app';
import { createSharedDatabase, startInstances, type Instance, type SharedDatabase } from './instances';

const journal = JSON.parse(readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const PASSWORD = 'Correcta123';

/** Reads a server-sent-event stream until a message matches, or fails after `ms`. */
async function nextEvent(reader: ReadableStreamDefaultReader<string>, match: (block: string) => boolean, ms: number) {
  let buffer = '';
  const deadline = Date.now() + ms;
  for (;;) {
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    const found = blocks.find(match);
    if (found !== undefined) return found;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), left)),
    ]);
    if (chunk.done) throw new Error('stream ended');
    buffer += chunk.value;
  }
}

describe('two instances started together on one PostgreSQL database', () => {
  let database: SharedDatabase;
  let instances: Instance[];
  let close: () => Promise<void>;
  let a: Api;
  let b: Api;
  let burger: number;

  async function insertAccount(role: 'customer' | 'employee'): Promise<{ id: number; email: string }> {
    const email = `${role}-${Math.random().toString(36).slice(2, 10)}@burgers.test`;
    const [row] = await instances[0]!.app.ctx.db
      .insert(users)
      .values({ firstName: 'Dos', lastName: 'Instancias', email, role, passwordHash: await hashPassword(PASSWORD), activatedAt: new Date() })
      .returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    return { id: row.id, email };
  }

  async function login(api: Api, email: string): Promise<string> {
    const res = await api<{ data: { token: string } }>('POST', '/login', { body: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  async function checkout(api: Api, token: string): Promise<string> {
    const res = await api<{ id: string }>('POST', '/pay/mercadopago', { token, body: { cart: [{ id: burger, cantidad: 1 }] } });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  beforeAll(async () => {
    database = await createSharedDatabase();
    ({ instances, close } = await startInstances(database.url, 2));
    a = apiClient(instances[0]!.baseUrl);
    b = apiClient(instances[1]!.baseUrl);
    const [row] = await instances[0]!.app.ctx.db
      .insert(products)
      .values({ type: 'burgers', name: 'Doble', priceCents: 900000 })
      .returning({ id: products.id });
    burger = row!.id;
  });
  afterAll(async () => {
    await close?.();
    await database?.drop();
  });

  it('ran every migration once', async () => {
    const applied = await database.sql`select hash from drizzle.__drizzle_migrations`;
    expect(applied).toHaveLength(journal.entries.length);
  });

  it('refuses on one instance a token revoked by logout on the other', async () => {
    const { id, email } = await insertAccount('customer');
    const token = await login(a, email);
    expect((await b('GET', `/users/${id}/orders`, { token })).status).toBe(200);
    expect((await a('POST', '/logout', { token })).status).toBe(204);
    expect((await b('GET', `/users/${id}/orders`, { token })).status).toBe(401);
    expect((await a('GET', `/users/${id}/orders`, { token })).status).toBe(401);
  });

  it('lets at most 10 of 30 concurrent wrong logins over both have their password checked', async () => {
    const { email } = await insertAccount('customer');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b)('POST', '/login', { body: { email, password: 'Mal12345' } })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('records one payment when both instances approve the same preference at once', async () => {
    const customer = await insertAccount('customer');
    const preferenceId = await checkout(a, await login(a, customer.email));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b)('POST', '/sandbox/payments', { body: { preference_id: preferenceId, status: 'approved', installments: 1 } }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(5);
    const approved = await database.sql`
      select p.id from payments p join orders o on o.id = p.order_id
      where o.preference_id = ${preferenceId} and p.status = 'approved'`;
    expect(approved).toHaveLength(1);
  });

  it('shows an order paid on one instance on a kitchen screen open on the other', async () => {
    const employee = await insertAccount('employee');
    const employeeToken = await login(b, employee.email);
    const controller = new AbortController();
    const stream = await fetch(`${instances[1]!.baseUrl}/api/orders/events?token=${encodeURIComponent(employeeToken)}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      await nextEvent(reader, (block) => block.includes(': conectado'), 5000);
      const customer = await insertAccount('customer');
      const preferenceId = await checkout(a, await login(a, customer.email));
      const paid = await a<{ payment_id: string }>('POST', '/sandbox/payments', {
        body: { preference_id: preferenceId, status: 'approved', installments: 1 },
      });
      expect(paid.status).toBe(201);
      const event = await nextEvent(reader, (block) => block.includes(paid.body.payment_id), 5000);
      expect(event).toContain('event: order');
      expect(event).toContain('"status":"Pendiente"');
    } finally {
      controller.abort();
    }
  });
});
