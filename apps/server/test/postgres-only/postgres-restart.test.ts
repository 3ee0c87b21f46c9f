import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { startInstances, type Instance } from './instances';
import { startThrowawayCluster, type ThrowawayCluster } from './throwaway-cluster';
import { dataOf, openEvents } from '../support/sse';
import { apiClient } from '../support/test-app';
import { insertUser } from '../support/user-fixtures';

describe('PostgreSQL restarts under an open kitchen screen', () => {
  let cluster: ThrowawayCluster;
  let instance: Instance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    const started = await startInstances(cluster.url, 1);
    instance = started.instances[0]!;
    close = started.close;
  });
  afterAll(async () => {
    await close?.();
    cluster?.remove();
  });

  it('listens again at once, tells the screen to reload, and delivers the first order after the restart', async () => {
    const api = apiClient(instance.baseUrl);
    const employee = await insertUser(instance, { role: 'employee' });
    const customer = await insertUser(instance, { role: 'customer' });
    const [burger] = await instance.app.ctx.db
      .insert(products)
      .values({ type: 'burgers', name: 'Doble', priceCents: 900000 })
      .returning();

    const events = await openEvents(
      `${instance.baseUrl}/api/orders/events?token=${encodeURIComponent(employee.token)}`,
    );
    try {
      await events.next((block) => block.includes(': conectado'), 5000);
      cluster.stop();
      cluster.start();
      // Without waiting for any request: the listener came back by itself and says events may have been missed.
      await events.next((block) => block.startsWith('event: resync'), 15000);

      const checkout = await api<{ id: string }>('POST', '/pay/mercadopago', {
        token: customer.token,
        body: { cart: [{ id: burger!.id, cantidad: 1 }] },
      });
      expect(checkout.status).toBe(201);
      const paid = await api<{ payment_id: string }>('POST', '/sandbox/payments', {
        body: { preference_id: checkout.body.id, status: 'approved', installments: 1 },
      });
      expect(paid.status).toBe(201);
      const block = await events.next((b) => b.startsWith('event: order'), 5000);
      expect(dataOf(block)).toEqual({ purchaseId: paid.body.payment_id, status: 'Pendiente' });
    } finally {
      events.close();
    }
  });
});
