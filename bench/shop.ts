// One shop for the benchmark, started by bench/run.mjs in its own process (so the load generator
// does not share its event loop). It is the real app, plus two routes only the benchmark has:
//   GET  /bench/baseline  the menu's JSON sent as ready bytes: what "cache speed" is measured against
//   POST /bench/grow      adds generated burgers until the catalogue holds `total` products
//   GET  /bench/analysed  whether the products table was analysed after `since` (ms): the shop
//                         refreshes planner statistics itself after a bulk change; the bench waits for it
//   POST /bench/profile   starts V8's CPU profiler in this process ({ "start": true }), or stops it
//                         and answers the profile: only the load is profiled, not the start
// Settings come from the environment as for `npm start`; it prints one JSON line when listening.
// Its pickup slots have no limit (slot capacity 0): the paid-orders run places thousands of orders,
// and a demo kitchen's 8 orders a slot would turn most of them into "Ese horario se completó"; the
// slots are still computed and counted on every checkout.
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { products, storeSettings } from '../apps/server/src/db/schema';

const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex'), ...process.env });
const app = await buildApp(config);
await app.ctx.db.update(storeSettings).set({ slotCapacity: 0 }).where(eq(storeSettings.id, 1));
app.ctx.storeSettings.forget();

// Filled below, once the app is ready: routes must be added before that.
let baseline = Buffer.alloc(0);
app.get('/bench/baseline', async (_request, reply) => reply.type('application/json; charset=utf-8').send(baseline));

// Words that never spell "clasica", so the searched burger stays one among many.
const WORDS = [
  'doble',
  'triple',
  'ahumada',
  'picante',
  'criolla',
  'bbq',
  'napolitana',
  'porteña',
  'suiza',
  'texana',
  'andina',
  'rústica',
];

app.post<{ Body: { total: number } }>('/bench/grow', async (request) => {
  const { db } = app.ctx;
  const [{ value: current } = { value: 0 }] = await db.select({ value: count() }).from(products);
  const missing = request.body.total - current;
  for (let done = 0; done < missing; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, missing - done) }, (_, i) => {
      const n = current + done + i;
      return {
        type: 'burgers' as const,
        name: `Burger ${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n}`,
        priceCents: 500_000 + (n % 5000) * 10,
        isVeggie: n % 4 === 0,
      };
    });
    await db.insert(products).values(batch);
  }
  const [{ value: total } = { value: 0 }] = await db.select({ value: count() }).from(products);
  return { total };
});

app.get<{ Querystring: { since: string } }>('/bench/analysed', async (request) => {
  const since = new Date(Number(request.query.since));
  const result: unknown = await app.ctx.db.execute(sql`
    select greatest(last_analyze, last_autoanalyze) as at from pg_stat_user_tables
    where relname = 'products' and schemaname = current_schema()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    at: string | Date | null;
  }>;
  const at = rows[0]?.at ? new Date(rows[0].at) : null;
  return { analysed: at !== null && at >= since };
});

const inspector = new Session();
app.post<{ Body: { start?: boolean } }>('/bench/profile', async (request, reply) => {
  if (request.body.start) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    return { started: true };
  }
  const { profile } = await inspector.post('Profiler.stop');
  inspector.disconnect();
  return reply.type('application/json').send(JSON.stringify(profile));
});

baseline = Buffer.from((await app.inject({ method: 'GET', url: '/api/products' })).body);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
console.log(JSON.stringify({ ready: true, port: address.port }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
