import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '#config';
import { openDatabase } from './client';
import { seedDatabase } from './seed';

/** The argument that makes the server's entry load the demo data and exit. */
export const SEED_ONLY_FLAG = '--seed-demo-only';

/** Whether the embedded database has never been created in this DATA_DIR. */
function isNewEmbeddedDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Loads the demo data into a new embedded database from a child process (this same entry with
 * SEED_ONLY_FLAG), before the server opens it. An existing database, or PostgreSQL (whose memory
 * is the database server's, not ours), is left to the server's own check, which costs one query;
 * so is a child that failed: the server then seeds as before.
 */
export function seedFreshDatabaseApart(config: Pick<Config, 'databaseUrl' | 'dataDir'>): void {
  if (!isNewEmbeddedDatabase(config) || !process.argv[1]) return;
  spawnSync(process.execPath, [...process.execArgv, process.argv[1], SEED_ONLY_FLAG], {
    stdio: 'inherit',
    env: process.env,
  });
}

/** The child's work: migrate, load the demo data when there are no users, close. */
export async function seedOnly(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
}
