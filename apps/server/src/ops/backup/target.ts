import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Config } from '#config';
import { pgliteExtensions, type Db } from '#db/client';
import { acquireDataDirLock, dataDirInUse } from '#db/data-dir-lock';
import * as schema from '#db/schema';
import { uploadsDir } from './backup';
import { rowsOf } from './database-dump';
import { RestoreError } from './restore';

export interface RestoreTarget {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where it is, for the messages. */
  description: string;
  /** `failed`: the restore did not happen; a database folder made for it goes away again. */
  close(failed?: boolean): Promise<void>;
}

const hasEntries = (folder: string) => {
  try {
    return readdirSync(folder).length > 0;
  } catch {
    return false;
  }
};

const notEmpty = (where: string) =>
  new RestoreError(`${where} is not empty: restore into an empty one, or add --force to replace everything in it.`);

/** The embedded database in DATA_DIR, empty (or emptied with force), locked against a server starting meanwhile. */
async function openPgliteTarget(dataDir: string, force: boolean): Promise<RestoreTarget> {
  const databaseDir = path.join(dataDir, 'pglite');
  if (await dataDirInUse(dataDir).catch(() => false)) {
    throw new RestoreError(`The data folder ${dataDir} is in use by a running server: stop it before restoring.`);
  }
  if (!force && (hasEntries(databaseDir) || hasEntries(uploadsDir(dataDir))))
    throw notEmpty(`The data folder ${dataDir}`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const releaseLock = await acquireDataDirLock(dataDir);
  // What is there stays until the restore commits (restore.ts clears it in the same transaction).
  const fresh = !hasEntries(databaseDir);
  const startParams = PGlite.defaultStartParams.filter((param) => param !== '-F');
  const client = new PGlite({ dataDir: databaseDir, startParams, extensions: pgliteExtensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    description: `the embedded database in ${dataDir}`,
    async close(failed = false) {
      await client.close();
      if (failed && fresh) rmSync(databaseDir, { recursive: true, force: true });
      await releaseLock();
    },
  };
}

async function openPostgresTarget(databaseUrl: string, force: boolean): Promise<RestoreTarget> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  const where = `The PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}`;
  try {
    const tables = await rowsOf<{ schema: string; name: string }>(
      db as unknown as Db,
      sql`select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    // Forced, what is there stays until the restore commits (restore.ts clears it in its transaction).
    if (tables.length > 0 && !force) throw notEmpty(where);
  } catch (error) {
    await client.end({ timeout: 5 });
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    description: where.replace('The PostgreSQL', 'the PostgreSQL'),
    close: () => client.end({ timeout: 5 }),
  };
}

/** The database `npm start` would open with the same settings: DATABASE_URL, else DATA_DIR's. */
export function openRestoreTarget(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  force: boolean,
): Promise<RestoreTarget> {
  return config.databaseUrl ? openPostgresTarget(config.databaseUrl, force) : openPgliteTarget(config.dataDir, force);
}
