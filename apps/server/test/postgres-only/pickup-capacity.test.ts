import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { createSharedDatabase, startInstances, type Instance, type SharedDatabase } from './instances';
import { apiClient, type Api } from '../support/test-app';
import { insertUser, type TestUser } from '../support/user-fixtures';

const CAPACITY = 6;
const CHECKOUTS = 20;

/**
 * Checkouts racing for one pickup slot from two instances on one PostgreSQL: the slot's room is
 * checked and held under one lock, so exactly its capacity gets through.
 */
describe('pickup slot capacity across two instances', () => {
  let database: SharedDatabase;
  let instances: Instance[];
  let close: () => Promise<void>;
  let apis: Api[];
  let burger: number;
  let customers: TestUser[];

  beforeAll(async () => {
    database = await createSharedDatabase();
    ({ instances, close } = await startInstances(database.url, 2));
    apis = instances.map((instance) => apiClient(instance.baseUrl));
    const [row] = await instances[0]!.app.ctx.db
      .insert(products)
      .values({ type: 'burgers', name: 'Doble', priceCents: 900000 })
      .returning({ id: products.id });
    burger = row!.id;
    customers = await Promise.all(Array.from({ length: 4 }, () => insertUser(instances[0]!, { role: 'customer' })));
    const admin = await insertUser(instances[0]!, { role: 'admin' });
    const saved = await apis[1]!('PUT', '/store/settings', {
      token: admin.token,
      body: { prepMinutes: 20, slotCapacity: CAPACITY, scheduleDaysAhead: 1 },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await close?.();
    await database?.drop();
  });

  const checkoutFrom = (index: number, pickupAt: string | null) =>
    apis[index % 2]!<{ id?: string; error?: string }>('POST', '/pay/mercadopago', {
      token: customers[index % customers.length]!.token,
      body: { cart: [{ id: burger, cantidad: 1 }], pickupAt },
    });

  it(`takes exactly ${CAPACITY} of ${CHECKOUTS} checkouts at once for one slot`, async () => {
    // The demo week is open around the clock: a slot two hours ahead is always offered.
    const slots = (await apis[0]!<Array<{ start: string }>>('GET', '/store/slots')).body;
    const slot = slots[8]!.start;
    const answers = await Promise.all(Array.from({ length: CHECKOUTS }, (_, index) => checkoutFrom(index, slot)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(CAPACITY);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(CHECKOUTS - CAPACITY);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('Ese horario se completó. Elegí otro.');
    }
    const stored = await database.sql`select count(*)::int as count from orders where promised_at = ${new Date(slot)}`;
    expect(stored[0]!.count).toBe(CAPACITY);
    const after = (await apis[1]!<Array<{ start: string; available: boolean }>>('GET', '/store/slots')).body;
    expect(after.find((candidate) => candidate.start === slot)?.available).toBe(false);
  });

  it('spreads as-soon-as-possible checkouts at once over slots, none past its capacity', async () => {
    const answers = await Promise.all(Array.from({ length: CHECKOUTS }, (_, index) => checkoutFrom(index, null)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const perSlot = await database.sql<Array<{ count: number }>>`
      select count(*)::int as count from orders where pickup_at is null group by promised_at`;
    expect(perSlot.reduce((sum, row) => sum + row.count, 0)).toBe(CHECKOUTS);
    expect(Math.max(...perSlot.map((row) => row.count))).toBe(CAPACITY);
  });
});
