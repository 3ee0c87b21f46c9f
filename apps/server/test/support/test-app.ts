import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '#app';
import { loadConfig, type Config } from '#config';
import { openDatabase, type DatabaseHandle, type Db } from '#db/client';

let snapshot: Blob | undefined;

/** A database a worker keeps from one test app to the next, reset to the migrated state each time. */
interface PooledDatabase {
  database: DatabaseHandle;
  reset(): Promise<void>;
}

/**
 * Databases of this worker not in use. A test app's database is handed to the next test app of the
 * same worker (files run one after another in a worker, see vitest.config.ts) instead of being
 * closed, and reset to what the migrations left (every table emptied, their rows and sequences put
 * back) in one statement: a few milliseconds, where a new one costs a third of a second.
 */
const idleDatabases: PooledDatabase[] = [];

/**
 * Server tests run on PGlite (in memory) by default and on PostgreSQL when TEST_DATABASE_URL
 * points at a server: each test app then gets a database of its own, as global-setup.ts migrated
 * it. `drop` gives it back (after `database.close()`, which only marks it free).
 */
export async function freshDatabase(dataDir: string): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  let pooled = idleDatabases.pop();
  if (pooled) await pooled.reset();
  else pooled = await openPooledDatabase(dataDir);
  const taken = pooled;
  let closed = false;
  const database: DatabaseHandle = {
    ...taken.database,
    async close() {
      closed = true;
    },
  };
  return {
    database,
    drop: async () => {
      if (closed) idleDatabases.push(taken);
      else await taken.database.close();
    },
  };
}

async function openPooledDatabase(dataDir: string): Promise<PooledDatabase> {
  const database = await openCopyOfTemplate(dataDir);
  try {
    return { database, reset: await resetterOf(database.db) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function openCopyOfTemplate(dataDir: string): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) {
    const file = inject('pgliteSnapshot');
    if (!file) throw new Error('no PGlite snapshot: the global setup makes one in the PGlite step');
    snapshot ??= new Blob([readFileSync(file)]);
    return openDatabase({ dataDir, inMemory: true, pgliteSnapshot: snapshot });
  }
  // Named after the run, whose teardown drops them: the worker keeps them open to its end.
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ dataDir, databaseUrl: url.toString() });
}

/**
 * Saves what the migrations left in the database (the rows of the few tables they fill, every
 * sequence's position) in a schema of its own, and returns the one statement that puts the
 * database back to that: every table of the shop emptied, those rows and positions restored
 * (every sequence is set, those the migrations never used included).
 */
async function resetterOf(db: Db): Promise<() => Promise<void>> {
  const rows = async <T>(query: SQL) => (await db.execute(query)) as unknown as { rows?: T[] } & T[];
  const list = <T>(result: { rows?: T[] } & T[]) => result.rows ?? result;
  const tables = list(
    await rows<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((table) => table.name);
  const sequences = list(
    await rows<{ name: string; last: string | null; start: string }>(
      sql`select sequencename as name, last_value::text as last, start_value::text as start
          from pg_sequences where schemaname = 'public'`,
    ),
  );
  await db.execute(sql`create schema if not exists test_pristine`);
  const filled: string[] = [];
  for (const table of tables) {
    const [count] = list(await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    if (!count?.n) continue;
    filled.push(table);
    await db.execute(sql.raw(`create table test_pristine."${table}" as table public."${table}"`));
  }
  const body = [
    // Deleted rather than truncated: a truncate gives every table and index new files, which costs
    // more than deleting the few rows a test wrote; the foreign keys' checks are off meanwhile.
    `perform set_config('session_replication_role', 'replica', true);`,
    ...tables.map((table) => `delete from public."${table}";`),
    ...filled.map(
      (table) => `insert into public."${table}" overriding system value select * from test_pristine."${table}";`,
    ),
    ...sequences.map((sequence) =>
      sequence.last === null
        ? `perform setval('public."${sequence.name}"', ${Number(sequence.start)}, false);`
        : `perform setval('public."${sequence.name}"', ${Number(sequence.last)}, true);`,
    ),
  ].join('\n');
  await db.execute(
    sql.raw(`create function test_pristine.reset() returns void language plpgsql as $reset$ begin ${body} end $reset$`),
  );
  return async () => {
    await db.execute(sql`select test_pristine.reset()`);
  };
}

export interface TestApp {
  baseUrl: string;
  config: Config;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

type Env = Record<string, string>;

export async function startTestApp(env: Env = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-test-'));
  const { database, drop } = await freshDatabase(dataDir);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // Tests check out many times from one account and one address; hoarding.test.ts sets its own.
      CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
      CHECKOUT_LIMIT_PER_IP: '100000',
      ...env,
    }),
  };
  const app = await buildApp(config, { ...options, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  // Links in mail must point at this server in tests.
  config.publicUrl = env.PUBLIC_URL ?? baseUrl;
  return {
    baseUrl,
    config,
    app,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another instance of the shop on `t`'s database and settings, as a second server behind a balancer would be. */
export async function startSecondInstance(
  t: TestApp,
): Promise<{ baseUrl: string; api: Api; app: TestApp['app']; close(): Promise<void> }> {
  const second = await buildApp(t.config, { database: t.app.ctx.database });
  await second.listen({ host: '127.0.0.1', port: 0 });
  const address = second.server.address();
  if (!address || typeof address === 'string') {
    await second.close();
    throw new Error('no address');
  }
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { baseUrl, api: apiClient(baseUrl), app: second, close: () => second.close() };
}

/**
 * A fresh app for the enclosing describe block: started before its tests, closed after them.
 * `t` is filled in when the app starts, so read it inside hooks and tests only; `env` may be a
 * function for settings known only then (a mail server started by an earlier hook).
 */
export function useTestApp(env: Env | (() => Env) = {}): { t: TestApp; api: Api } {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(typeof env === 'function' ? env() : env));
  });
  afterAll(async () => t.close?.());
  return { t, api: injectClient(() => t.app) };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export type Api = ReturnType<typeof apiClient>;

type ApiOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

/** The request as both clients send it: JSON body, the session token in `auth-token`. */
function requestOf(options: ApiOptions): { headers: Record<string, string>; body: string | undefined } {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['auth-token'] = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { headers, body };
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // not JSON: keep the text
  }
}

/**
 * The tests' client for one app: requests go through Fastify's `inject`, the whole pipeline (hooks,
 * schemas, serializers, headers) without a socket. Where the socket is the point (live streams, the
 * server process, several instances, a browser-like fetch) tests use `apiClient` or `fetch` on `t.baseUrl`.
 */
export function injectClient(app: () => TestApp['app']) {
  return async function api<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    options: ApiOptions = {},
  ): Promise<ApiResponse<T>> {
    const { headers, body } = requestOf(options);
    const response = await app().inject({ method: method as 'GET', url: `/api${pathname}`, headers, payload: body });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return { status: response.statusCode, body: parseBody(response.body) as T, headers: responseHeaders };
  };
}

/** A small real-HTTP client for tests; the base URL may be read at each call. */
export function apiClient(baseUrl: string | (() => string)) {
  return async function api<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    options: ApiOptions = {},
  ): Promise<ApiResponse<T>> {
    const { headers, body } = requestOf(options);
    const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    const response = await fetch(`${base}/api${pathname}`, { method, headers, body });
    return { status: response.status, body: parseBody(await response.text()) as T, headers: response.headers };
  };
}
