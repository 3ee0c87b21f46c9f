import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX } from '@burgers/domain/constants';
import type { Config } from '#config';
import { openDatabase, type Db } from '#db/client';
import { backupSourceOf, takeBackup, uploadsDir } from '#ops/backup/backup';
import { rowsOf } from '#ops/backup/database-dump';
import { readBackupLines, writeBackupFile } from '#ops/backup/file-format';
import { restoreBackupFile } from '#ops/backup/restore-file';
import { contentsOf, filesOf, fillShop } from './support/backup-fixtures';
import { useTestApp } from './support/test-app';

/** Every line and paragraph separator, emoji, right-to-left marks, quotes, CR, LF and tab. */
const ODD = '\u2028\u2029 🍔👩🏽‍🍳 \u200f\u200e\u202eعربى\u202c \r\n\t "\\ \u0085\ufeff';

type Target = Pick<Config, 'dataDir' | 'databaseUrl'>;
const folders: string[] = [];
const databases: string[] = [];
const adminUrl = process.env.TEST_DATABASE_URL;

afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (!adminUrl || databases.length === 0) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/** Empty places of both kinds: an embedded database folder, and a PostgreSQL database when there is one. */
async function newTargets(): Promise<Target[]> {
  const targets: Target[] = [{ dataDir: tempDir('burgers-unicode-') }];
  if (!adminUrl) return targets;
  const name = `burgers_unicode_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  targets.push({ dataDir: tempDir('burgers-unicode-pg-'), databaseUrl: url.toString() });
  return targets;
}

async function contentsIn(target: Target) {
  const database = await openDatabase(target);
  try {
    return await contentsOf(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Appends the odd text to every text column of every row, where the column's rules allow it
 * (a column limited to a few words refuses it and keeps its value).
 */
async function oddenEveryText(db: Db): Promise<number> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying') and c.is_generated = 'NEVER'`,
  );
  let changed = 0;
  for (const { table, column } of columns) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} || ${ODD}`,
        );
      });
      changed++;
    } catch {
      // An enum-like column: its check refuses other words.
    }
  }
  return changed;
}

describe('a backup restores whatever text the shop accepted', () => {
  const { t, api } = useTestApp();

  beforeAll(async () => {
    await fillShop(t);
    // The longest contact message, sent without logging in, full of separators.
    const message = ODD.replace(/[\r\t\u0085\ufeff]/g, '')
      .repeat(CONTACT_MESSAGE_MAX)
      .slice(0, CONTACT_MESSAGE_MAX);
    const sent = await api('POST', '/contact', {
      body: {
        user_name: 'Ana',
        user_surname: 'Pérez',
        email: 'ana@correo.test',
        telephone: '1145678901',
        subject: 2,
        message: message.trim(),
      },
    });
    expect(sent.status).toBeLessThan(300);
    expect(await oddenEveryText(t.app.ctx.db)).toBeGreaterThan(20);
  });

  it('restores byte for byte, on this database and on the other kind', async () => {
    const written = await takeBackup(backupSourceOf(t.app.ctx), path.join(tempDir('burgers-bk-'), 'odd.backup.gz'));
    const expected = await contentsOf(t.app.ctx.db);
    expect(expected.contact_messages!.join('')).toContain('\u2028');
    for (const target of await newTargets()) {
      await restoreBackupFile(written.file, target, { force: false });
      expect(await contentsIn(target)).toEqual(expected);
      expect(filesOf(uploadsDir(target.dataDir))).toEqual(filesOf(uploadsDir(t.config.dataDir)));
    }
  }, 300_000);

  it('leaves the target as it was when a restore fails', async () => {
    const folder = tempDir('burgers-bk-');
    const good = await takeBackup(backupSourceOf(t.app.ctx), path.join(folder, 'good.backup.gz'));
    // A backup whose last table row cannot go in (an order line without its order): it fails late.
    const lines: string[] = [];
    for await (const line of readBackupLines(good.file)) lines.push(line);
    const header = lines.findIndex((line) => line.includes('"kind":"table"') && line.includes('"name":"order_lines"'));
    expect(header).toBeGreaterThan(0);
    const row = JSON.parse(lines[header + 1]!) as Record<string, unknown>;
    lines[header + 1] = JSON.stringify({ ...row, order_id: 987_654_321 });
    const bad = await writeBackupFile(
      path.join(folder, 'bad.backup.gz'),
      (async function* () {
        yield* lines;
      })(),
    );

    for (const target of await newTargets()) {
      await restoreBackupFile(good.file, target, { force: false });
      const before = await contentsIn(target);
      const images = filesOf(uploadsDir(target.dataDir));
      await expect(restoreBackupFile(bad.file, target, { force: true })).rejects.toThrow();
      expect(await contentsIn(target)).toEqual(before);
      expect(filesOf(uploadsDir(target.dataDir))).toEqual(images);
    }
    // An empty target stays empty: a plain restore goes in afterwards.
    for (const target of await newTargets()) {
      await expect(restoreBackupFile(bad.file, target, { force: false })).rejects.toThrow();
      await expect(restoreBackupFile(good.file, target, { force: false })).resolves.toMatchObject({ files: 3 });
    }
  }, 300_000);
});
