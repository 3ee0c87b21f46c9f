import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { createSharedDatabase, startInstances, type Instance, type SharedDatabase } from './instances';
import { openEvents } from '../support/sse';
import { apiClient, type Api } from '../support/test-app';
import { insertUser } from '../support/user-fixtures';

const journal = JSON.parse(readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const PASSWORD = 'Correcta123';

describe('two instances started together on one PostgreSQL database', () => {
  let database: SharedDatabase;
  let instances: Instance[];
  let close: () => Promise<void>;
  let a: Api;
  let b: Api;
  let burger: number;

  const insertAccount = (role: 'customer' | 'employee') =>
    insertUser(instances[0]!, { role, firstName: 'Dos', lastName: 'Instancias', password: PASSWORD });

  async function login(api: Api, email: string): Promise<string> {
    const res = await api<{ data: { token: string } }>('POST', '/login', { body: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  async function checkout(api: Api, token: string): Promise<string> {
    const res = await api<{ id: string }>('POST', '/pay/mercadopago', {
      token,
      body: { cart: [{ id: burger, cantidad: 1 }] },
    });
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
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b)('POST', '/login', { body: { email, password: 'Mal12345' } }),
      ),
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
        (i % 2 ? a : b)('POST', '/sandbox/payments', {
          body: { preference_id: preferenceId, status: 'approved', installments: 1 },
        }),
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
    const events = await openEvents(
      `${instances[1]!.baseUrl}/api/orders/events?token=${encodeURIComponent(employeeToken)}`,
    );
    expect(events.response.status).toBe(200);
    try {
      await events.next((block) => block.includes(': conectado'), 5000);
      const customer = await insertAccount('customer');
      const preferenceId = await checkout(a, await login(a, customer.email));
      const paid = await a<{ payment_id: string }>('POST', '/sandbox/payments', {
        body: { preference_id: preferenceId, status: 'approved', installments: 1 },
      });
      expect(paid.status).toBe(201);
      const event = await events.next((block) => block.includes(paid.body.payment_id), 5000);
      expect(event).toContain('event: order');
      expect(event).toContain('"status":"Pendiente"');
    } finally {
      events.close();
    }
  });
});
