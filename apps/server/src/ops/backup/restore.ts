import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from '#db/client';
import { validVapidKeys, type VapidKeys } from '#vapid-keys';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  rowsOf,
  type BackupHeader,
  type BackupRecord,
  type FileRecord,
  type SequenceRecord,
  type TableRecord,
} from './database-dump';

export class RestoreError extends Error {}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journalOf(migrationsFolder: string): { entries: JournalEntry[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
}

/**
 * The migrations the backup's schema was made by (its rows go into exactly the tables they came
 * from), and all of them (the newer ones run after the rows are in).
 */
export function migrationsOf(
  migrationsFolder: string,
  applied: number[],
): { upToBackup: MigrationMeta[]; all: MigrationMeta[] } {
  const journal = journalOf(migrationsFolder);
  const known = new Set(journal.entries.map((entry) => entry.when));
  const unknown = applied.filter((when) => !known.has(when));
  if (unknown.length > 0) {
    throw new RestoreError(
      'The backup was made by a newer version of the shop (it has migrations this one does not know); update the shop first.',
    );
  }
  const last = Math.max(0, ...applied);
  const all = readMigrationFiles({ migrationsFolder });
  return { upToBackup: all.filter((migration) => migration.folderMillis <= last), all };
}

/**
 * Drizzle's migrator, run inside the restore's transaction (its own opens one of its own): the
 * same bookkeeping table, so the shop's migrator later finds them applied.
 */
async function applyMigrations(db: Db, migrations: MigrationMeta[]): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await rowsOf<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const lastMillis = last ? Number(last.created_at) : -1;
  for (const migration of migrations) {
    if (migration.folderMillis <= lastMillis) continue;
    for (const statement of migration.sql) if (statement.trim()) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** Whatever the target held (a forced restore): dropped in the restore's transaction, so a failure keeps it. */
async function clearTarget(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  if (tables.length > 0) {
    await db.execute(
      sql`drop table if exists ${sql.join(
        tables.map((t) => sql.identifier(t.name)),
        sql`, `,
      )} cascade`,
    );
  }
}

/** Parents before children, so every foreign key finds its row (a table's own rows go in one statement). */
async function insertOrder(db: Db, tables: string[]): Promise<string[]> {
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** A batch of rows per statement: large enough to be quick, small enough for any driver's limits. */
const BATCH_BYTES = 4 * 1024 * 1024;

async function insertRows(db: Db, table: TableRecord, rows: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let start = 0; start < rows.length;) {
    let end = start;
    let bytes = 0;
    while (end < rows.length && (end === start || bytes + rows[end]!.length < BATCH_BYTES))
      bytes += rows[end++]!.length;
    const batch = `[${rows.slice(start, end).join(',')}]`;
    await db.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns})
          select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${batch}::jsonb)`,
    );
    start = end;
  }
}

export interface RestoreSteps {
  migrationsFolder: string;
  uploadsDir: string;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  createdAt: string;
  source: string;
  /** The backup's push key pair (none in a backup of a shop without push, or an older one). */
  pushKeys: VapidKeys | null;
}

const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Restores a verified backup's lines into the target: everything is read first (the images into a
 * folder beside the uploads one), then in one transaction the target is cleared, the backup's
 * schema made, its rows and sequences put in and the newer migrations run; only once that
 * committed do the images take the uploads folder's place. A failure anywhere leaves the target as
 * it was. The push key pair is handed back for the caller to keep.
 */
export async function restoreLines(db: Db, lines: AsyncIterator<string>, steps: RestoreSteps): Promise<RestoreSummary> {
  const next = async (): Promise<string | undefined> => {
    const item = await lines.next();
    return item.done ? undefined : item.value;
  };
  const first = await next();
  const header = first ? (JSON.parse(first) as BackupHeader) : undefined;
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
    throw new RestoreError('This file is not a backup of this shop.');
  const migrations = migrationsOf(steps.migrationsFolder, header.migrations);

  const tableRows = new Map<string, { record: TableRecord; rows: string[] }>();
  const sequences: SequenceRecord[] = [];
  let pushKeys: VapidKeys | null = null;
  let pending: BackupRecord | undefined;
  for (let line = await next(); line !== undefined; line = await next()) {
    const record = JSON.parse(line) as BackupRecord;
    if (record.kind === 'table') {
      const rows: string[] = [];
      for (let i = 0; i < record.rows; i++) rows.push((await next()) ?? '');
      tableRows.set(record.name, { record, rows });
    } else if (record.kind === 'sequence') {
      sequences.push(record);
    } else if (record.kind === 'push-keys') {
      pushKeys = { publicKey: record.publicKey, privateKey: record.privateKey };
      if (!validVapidKeys(pushKeys)) throw new RestoreError('The backup holds push keys that are not a key pair.');
    } else {
      pending = record;
      break;
    }
  }

  const images = `${steps.uploadsDir}.restoring-${randomBytes(4).toString('hex')}`;
  let rowCount = 0;
  let files = 0;
  try {
    files = await readImages(images, pending, next);
    await db.transaction(async (tx) => {
      const target = tx as unknown as Db;
      await clearTarget(target);
      await applyMigrations(target, migrations.upToBackup);
      // What the migrations themselves inserted (the store's settings row) gives way to the backup's.
      const existing = await rowsOf<{ name: string }>(
        target,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      if (existing.length > 0) {
        await target.execute(
          sql`truncate ${sql.join(
            existing.map((t) => sql.identifier(t.name)),
            sql`, `,
          )} restart identity cascade`,
        );
      }
      for (const name of await insertOrder(target, [...tableRows.keys()])) {
        const table = tableRows.get(name)!;
        await insertRows(target, table.record, table.rows);
        rowCount += table.rows.length;
      }
      for (const sequence of sequences) {
        await target.execute(
          sql`select setval(${sequence.name}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        );
      }
      await applyMigrations(target, migrations.all);
    });
  } catch (error) {
    await rm(images, { recursive: true, force: true });
    throw error;
  }
  await replaceFolder(steps.uploadsDir, images);
  return {
    tables: tableRows.size,
    rows: rowCount,
    files,
    createdAt: header.createdAt,
    source: header.source,
    pushKeys,
  };
}

/** The backup's images, from the file record `first` on, written into `folder`. */
async function readImages(
  folder: string,
  first: BackupRecord | undefined,
  next: () => Promise<string | undefined>,
): Promise<number> {
  let files = 0;
  await mkdir(folder, { recursive: true });
  for (let record = first; record && record.kind === 'file';) {
    const file: FileRecord = record;
    if (!SAFE_FILE_NAME.test(file.name)) throw new RestoreError(`The backup names an image file oddly (${file.name}).`);
    const bytes = Buffer.from((await next()) ?? '', 'base64');
    await writeFile(path.join(folder, file.name), bytes, { mode: 0o644 });
    files++;
    const line = await next();
    record = line ? (JSON.parse(line) as BackupRecord) : undefined;
    if (record?.kind === 'end') break;
  }
  return files;
}

/** `folder` takes `target`'s place (the old one is removed once the new one stands). */
async function replaceFolder(target: string, folder: string): Promise<void> {
  const old = `${target}.old-${randomBytes(4).toString('hex')}`;
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(folder, target);
  await rm(old, { recursive: true, force: true });
}
