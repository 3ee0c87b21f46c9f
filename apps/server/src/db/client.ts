import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { closeToOthers, makePrivateFolder } from '#ops/data-dir';
import { serverRoot } from '#server-root';
import { acquireDataDirLock } from './data-dir-lock';
import { createPostgresListener } from './postgres-listener';
import { preparingEveryStatement } from './prepare-every-statement';
import * as schema from './schema';

/** pg_trgm serves the catalogue's name search from an index (migration 0007 creates the extension). */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
/** The one database type every repository takes; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself, so repositories can join a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `onListen` runs each
   * time the subscription is (re)established: notifications sent while it was down are lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  /** An in-memory PGlite starts from this copy of a migrated database instead of an empty one (tests). */
  pgliteSnapshot?: Blob;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Any constant works: it only has to be the same in every instance of this shop. */
export const MIGRATION_LOCK_KEY = 7_461_202;

/**
 * Several instances may start together on one empty database. The migrator runs while a
 * session-level advisory lock is held on a connection of its own, so one instance migrates and
 * the others wait, then find every migration recorded and apply nothing (a data-only migration
 * included). The lock is released by unlocking or, if the process dies, by its connection closing.
 */
async function migrateUnderLock(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lockClient = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate();
    } finally {
      await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await lockClient.end({ timeout: 5 });
  }
}

/** PGlite's shared_buffers (see openPglite). */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let releaseLock = async () => {};
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.join(options.dataDir, 'pglite');
    makePrivateFolder(dataDir);
    releaseLock = await acquireDataDirLock(options.dataDir);
  }
  // PGlite is one process holding its data folder's lock: no other instance can migrate it meanwhile.
  // PGlite starts Postgres with -F (fsync off) by default; a committed order must survive a crash.
  // Its buffers live in the WebAssembly memory, which only ever grows: 16 MB (PostgreSQL's default
  // is 128 MB) holds the shop's hot pages, and the data folder's files stay in the system's cache.
  const startParams = [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
  ];
  const client = new PGlite({
    dataDir,
    startParams,
    extensions: pgliteExtensions,
    loadDataDir: options.inMemory ? options.pgliteSnapshot : undefined,
  });
  await client.waitReady;
  if (dataDir) closeToOthers(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload, onListen) {
      const unsubscribe = await client.listen(channel, onPayload);
      onListen?.();
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async close() {
      await client.close();
      await releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client: preparingEveryStatement(client), schema });
  try {
    await migrateUnderLock(databaseUrl, () => migratePostgres(db, { migrationsFolder }));
  } catch (error) {
    await client.end({ timeout: 5 });
    throw error;
  }
  // Opened on first use: a database handle that never listens holds no extra connection.
  let listener: ReturnType<typeof createPostgresListener> | undefined;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async listen(channel, onPayload, onListen) {
      listener ??= createPostgresListener(databaseUrl);
      return listener.listen(channel, onPayload, onListen);
    },
    async notify(channel, payload) {
      await client.notify(channel, payload);
    },
    async close() {
      await Promise.all([listener?.close(), client.end({ timeout: 5 })]);
    },
  };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite; applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}
