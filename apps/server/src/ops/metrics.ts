import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '#db/client';
import { paidOrderInStateSql } from '#db/order-states';
import { messages } from '#messages';

/**
 * What an operator's Prometheus scrapes: one registry per app (tests build several apps in one
 * process). Every name is prefixed `burgers_`, except Node's own process and event-loop metrics.
 */
export interface ShopMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  paidOrders: Counter;
  refunds: Counter;
  checkoutsRefused: Counter<'reason'>;
  liveStreams: Gauge;
  databaseErrors: Counter;
}

/**
 * The database reads (waiting orders) are made only when scraped. Node's process and event-loop
 * metrics sample all the time, so they run only when someone can scrape them (`served`).
 */
export function createShopMetrics(db: Db, served: boolean): ShopMetrics {
  const registry = new Registry();
  if (served) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: ShopMetrics = {
    registry,
    requestDuration: new Histogram({
      name: 'burgers_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    paidOrders: new Counter({
      name: 'burgers_orders_paid_total',
      help: 'Orders whose payment was approved',
      registers,
    }),
    refunds: new Counter({
      name: 'burgers_orders_refunded_total',
      help: 'Paid orders refunded, charged back or cancelled',
      registers,
    }),
    checkoutsRefused: new Counter({
      name: 'burgers_checkouts_refused_total',
      help: 'Checkouts answered with an error, by reason',
      labelNames: ['reason'],
      registers,
    }),
    liveStreams: new Gauge({
      name: 'burgers_live_streams_open',
      help: 'Live screens (server-sent event streams) open',
      registers,
    }),
    databaseErrors: new Counter({
      name: 'burgers_database_errors_total',
      help: 'Database queries that failed',
      registers,
    }),
  };
  new Gauge({
    name: 'burgers_orders_waiting',
    help: 'Paid orders waiting in the kitchen (not ready, not refunded)',
    registers,
    async collect() {
      const rows = await db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from orders where ${paidOrderInStateSql('Pendiente')}`,
      );
      const first = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as
        { waiting: number } | undefined;
      this.set(Number(first?.waiting ?? 0));
    },
  });
  return metrics;
}

/** The name of a Spanish message, as a label that stays short and bounded. */
const messageNames = new Map<string, string>(Object.entries(messages).map(([name, text]) => [String(text), name]));

function refusalReason(error: FastifyError): string {
  if (error.validation) return 'invalidInput';
  return (
    messageNames.get(error.message) ??
    (error.statusCode && error.statusCode < 500 ? `status${error.statusCode}` : 'serverError')
  );
}

/** Drizzle wraps a failed query (DrizzleQueryError, "Failed query: ..."); the driver's error is its cause. */
export function isDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current.name === 'DrizzleQueryError' || current.name === 'PostgresError' || current.name === 'DatabaseError')
      return true;
    if (current.message.startsWith('Failed query:')) return true;
  }
  return false;
}

const CHECKOUT_ROUTE = '/api/pay/mercadopago';

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MetricsOptions {
  token?: string;
  /** 0 picks a free port (tests). */
  port?: number;
}

/**
 * Measures every request and serves `GET /metrics`: on the app's own port with the bearer token
 * METRICS_TOKEN, and/or on METRICS_PORT bound to 127.0.0.1 (for a Prometheus on the same machine
 * or behind an SSH tunnel). With neither, /metrics is a plain 404: nothing about the shop leaks.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: ShopMetrics,
  options: MetricsOptions,
): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (isDatabaseError(error)) metrics.databaseErrors.inc();
    if (request.method === 'POST' && request.routeOptions.url === CHECKOUT_ROUTE) {
      metrics.checkoutsRefused.inc({ reason: refusalReason(error) });
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!options.token) return reply.status(404).send({ error: messages.notFound });
    if (!bearerMatches(request, options.token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: messages.unauthenticated });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  if (options.port === undefined) return;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  app.log.info(
    `metrics on http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}/metrics`,
  );
  app.decorate('metricsServer', server);
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT listener, when there is one. */
    metricsServer?: Server;
  }
}
