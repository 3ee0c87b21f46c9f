import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from '#db/client';

/**
 * Migration 0011 on a database that was in use before it: accounts waiting for activation become
 * their own first registration, and mails stored with live links lose their tokens.
 */
const journalFile = path.join(migrationsFolder, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
const lastBefore = journal.entries.findIndex((entry) => entry.tag === '0011_pending-registrations-data');

/** A copy of the migrations folder whose journal ends before migration 0011. */
function migrationsBefore0011(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'burgers-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, lastBefore) }),
  );
  return dir;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

interface Database {
  query: Query;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh, empty database: PostgreSQL when the tests run on it, else an in-memory PGlite. */
async function emptyDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite({ extensions: pgliteExtensions });
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      migrate: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `burgers_migration_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  return {
    query: async (text) => [...(await client.unsafe(text))] as Record<string, unknown>[],
    migrate: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }),
    async close() {
      await client.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0011 on a shop in use', () => {
  let database: Database;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = migrationsBefore0011();
    database = await emptyDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('makes each pending account its first registration and hides the tokens of stored links', async () => {
    expect(lastBefore).toBeGreaterThan(0);
    await database.migrate(oldMigrations);
    await database.query(`
      insert into users (first_name, last_name, email, password_hash, activated_at, deleted_at) values
        ('Pendiente', 'Uno', 'pendiente@correo.test', 'hash-pendiente', null, null),
        ('Activa', 'Dos', 'activa@correo.test', 'hash-activa', now(), null),
        ('Baja', 'Tres', 'baja@correo.test', 'hash-baja', null, now())`);
    await database.query(`
      insert into sent_mail ("to", subject, html, text, transport) values
        ('pendiente@correo.test', 'Activá tu cuenta', '<a href="http://x.test/activateAcount/AbC_123-xyz">x</a>',
         'Activar: http://x.test/activateAcount/AbC_123-xyz', 'outbox'),
        ('activa@correo.test', 'Recuperá', 'http://x.test/resetPassword/Zz9-_q', 'http://x.test/resetPassword/Zz9-_q', 'smtp'),
        ('activa@correo.test', 'Novedades', 'http://x.test/api/newsletter/unsubscribe/tok%2Den', 'Ver http://x.test/menu', 'smtp')`);

    await database.migrate(migrationsFolder);

    const registrations = await database.query(
      `select u.email, r.first_name, r.last_name, r.password_hash from pending_registrations r join users u on u.id = r.user_id`,
    );
    expect(registrations).toEqual([
      { email: 'pendiente@correo.test', first_name: 'Pendiente', last_name: 'Uno', password_hash: 'hash-pendiente' },
    ]);
    const mails = await database.query(`select html, text from sent_mail order by id`);
    expect(mails).toEqual([
      {
        html: '<a href="http://x.test/activateAcount/[enlace oculto]">x</a>',
        text: 'Activar: http://x.test/activateAcount/[enlace oculto]',
      },
      { html: 'http://x.test/resetPassword/[enlace oculto]', text: 'http://x.test/resetPassword/[enlace oculto]' },
      { html: 'http://x.test/api/newsletter/unsubscribe/[enlace oculto]', text: 'Ver http://x.test/menu' },
    ]);
  });
});
