import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPayment } from '#adapters/payments/types';
import { payments } from '#db/schema';
import { recordPayment } from '#modules/payments/service';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { openEvents } from './support/sse';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('GET /metrics with METRICS_TOKEN', () => {
  const { t, api } = useTestApp({ METRICS_TOKEN });
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;

  const scrape = async (token: string | null = METRICS_TOKEN) => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8500 });
  });

  it('answers only the bearer of the token', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('otro-token-que-no-es-el-del-servidor')).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
    // Node's own: the process and the event loop's delay.
    expect(ok.text).toContain('process_cpu_user_seconds_total');
    expect(ok.text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts paid orders, refunds, waiting orders, refused checkouts and request durations by route pattern', async () => {
    const placed = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const refused = await api('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart: [{ id: 999_999, cantidad: 1 }] },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);

    let text = (await scrape()).text;
    expect(sample(text, 'burgers_orders_paid_total')).toBe(1);
    expect(sample(text, 'burgers_orders_waiting')).toBe(1);
    expect(sample(text, 'burgers_orders_refunded_total')).toBe(0);
    const refusals = text.split('\n').filter((l) => l.startsWith('burgers_checkouts_refused_total{'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/reason="[a-zA-Z0-9]+"} 1$/);
    expect(
      sample(
        text,
        'burgers_http_request_duration_seconds_count',
        'method="POST",route="/api/pay/mercadopago",status="201"',
      ),
    ).toBe(1);
    // The pattern, never the order's own id.
    expect(text).toContain('route="/api/sandbox/payments"');

    const [stored] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, placed.purchaseId));
    const chargeback: ProviderPayment = {
      id: stored!.id,
      status: 'rejected',
      orderId: placed.orderId,
      installments: stored!.installments,
      transactionAmountCents: stored!.transactionAmountCents,
      installmentAmountCents: stored!.installmentAmountCents,
      totalPaidCents: stored!.totalPaidCents,
      raw: stored!.raw,
    };
    await recordPayment(t.app.ctx, chargeback);
    text = (await scrape()).text;
    expect(sample(text, 'burgers_orders_refunded_total')).toBe(1);
    expect(sample(text, 'burgers_orders_waiting')).toBe(0);

    // A refund given at the orders desk counts too.
    const second = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const refund = await api('POST', `/admin/orders/${second.purchaseId}/refunds`, {
      token: admin.token,
      body: { reason: 'Faltó la hamburguesa' },
    });
    expect(refund.status).toBe(201);
    expect(sample((await scrape()).text, 'burgers_orders_refunded_total')).toBe(2);
  });

  it('counts the live screens open', async () => {
    const kitchen = await openEvents(`${t.baseUrl}/api/orders/events?token=${employee.token}`);
    await kitchen.next((block) => block.includes('conectado'), 5_000);
    expect(sample((await scrape()).text, 'burgers_live_streams_open')).toBe(1);
    kitchen.close();
    await expect.poll(async () => sample((await scrape()).text, 'burgers_live_streams_open')).toBe(0);
  });
});

describe('GET /metrics without METRICS_TOKEN or METRICS_PORT', () => {
  const { t } = useTestApp();
  it('is not there', async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('process_cpu');
    expect(t.app.metricsServer).toBeUndefined();
  });
});

describe('METRICS_PORT', () => {
  const { t } = useTestApp({ METRICS_PORT: '0' });
  it('serves the metrics on 127.0.0.1 only, without a token, and not on the shop port', async () => {
    const address = t.app.metricsServer?.address();
    if (!address || typeof address === 'string') throw new Error('no metrics listener');
    expect(address.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('burgers_http_request_duration_seconds');
    expect((await fetch(`${t.baseUrl}/metrics`)).status).toBe(404);
  });
});
