import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '#app';
import { loadConfig, type Config } from '#config';
import { openDatabase, type DatabaseHandle } from '#db/client';

let snapshot: Blob | undefined;

/**
 * Server tests run on PGlite (in memory) by default and on PostgreSQL when TEST_DATABASE_URL
 * points at a server: each test app then gets a database of its own. Either way the database is a
 * copy of the one global-setup.ts migrated once. `drop` removes it (after `database.close()`).
 */
export async function freshDatabase(dataDir: string): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) {
    snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ dataDir, inMemory: true, pgliteSnapshot: snapshot });
    return { database, drop: async () => {} };
  }
  const name = `burgers_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return { database: await openDatabase({ dataDir, databaseUrl: url.toString() }), drop };
  } catch (error) {
    await drop();
    throw error;
  }
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
export async function startSecondInstance(t: TestApp): Promise<{ baseUrl: string; api: Api; close(): Promise<void> }> {
  const second = await buildApp(t.config, { database: t.app.ctx.database });
  await second.listen({ host: '127.0.0.1', port: 0 });
  const address = second.server.address();
  if (!address || typeof address === 'string') {
    await second.close();
    throw new Error('no address');
  }
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { baseUrl, api: apiClient(baseUrl), close: () => second.close() };
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
