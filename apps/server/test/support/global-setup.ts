import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteExtensions } from '#db/client';
import { serverRoot } from '#server-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** In the PGlite step, a migrated, empty PGlite database dumped to a file: every test app loads a copy. */
    pgliteSnapshot: string | null;
    /** On PostgreSQL, a migrated database every test app's database is created from. */
    postgresTemplate: string | null;
    /**
     * The PGlite step's tests of whole server processes: a data folder holding a migrated, empty
     * embedded database, closed, that each copies instead of creating a cluster (seconds each).
     */
    pgliteDataDir: string | null;
  }
}

/**
 * Migrates one database before any test file runs, so each test app copies it instead of building
 * a cluster and applying every migration again (epic-stack's way). Names are random: the
 * PostgreSQL server may be shared with other runs, and this run drops only what it made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'burgers-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The process tests (PGlite step only) run the production build, as `npm start` does: built here
  // when its sources changed, while the templates are made.
  const serverBuilt = adminUrl ? Promise.resolve() : buildServerIfStale();
  if (adminUrl) {
    project.provide('pgliteSnapshot', null);
    project.provide('pgliteDataDir', null);
  } else {
    // The in-memory copy every test app loads, from a template that is also a data folder on disk,
    // which the process tests copy.
    const dataDir = path.join(folder, 'data');
    mkdirSync(dataDir);
    const pglite = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: pgliteExtensions });
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const snapshot = path.join(folder, 'pglite.tar');
    writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    project.provide('pgliteSnapshot', snapshot);
    project.provide('pgliteDataDir', dataDir);
  }

  let dropTemplate = async () => {};
  if (adminUrl) {
    const template = `burgers_template_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    // The template and the test apps' copies, named after it (test-app.ts).
    dropTemplate = async () => {
      const copies = await admin<
        { name: string }[]
      >`select datname as name from pg_database where datname like ${`${template}\\_%`}`;
      for (const { name } of copies) await admin.unsafe(`drop database if exists ${name} with (force)`);
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
  await serverBuilt;

  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}

async function buildServerIfStale(): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(serverRoot, 'build.mjs'), '--if-stale']);
  if (stdout.trim()) console.log(stdout.trim());
}
