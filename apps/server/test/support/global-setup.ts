import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteExtensions } from '#db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database dumped to a file: every PGlite test app loads a copy. */
    pgliteSnapshot: string;
    /** On PostgreSQL, a migrated database every test app's database is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database before any test file runs, so each test app copies it instead of building
 * a cluster and applying every migration again (epic-stack's way). Names are random: the
 * PostgreSQL server may be shared with other runs, and this run drops only what it made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'burgers-template-'));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle({ client: pglite }), { migrationsFolder });
  const snapshot = path.join(folder, 'pglite.tar');
  writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshot);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const template = `burgers_template_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    dropTemplate = async () => {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
    try {
      const database = await openDatabase({ dataDir: folder, databaseUrl: url.toString() });
      await database.close();
    } catch (error) {
      await dropTemplate();
      throw error;
    }
    project.provide('postgresTemplate', template);
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}
