import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, copyFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
 * A copy of the migrations folder holding only the migrations the backup's schema was made by,
 * so its rows go into exactly the tables they came from; the newer ones run after the rows are in.
 */
export async function migrationsUpTo(migrationsFolder: string, applied: number[]): Promise<string> {
  const journal = journalOf(migrationsFolder);
  const known = new Set(journal.entries.map((entry) => entry.when));
  const unknown = applied.filter((when) => !known.has(when));
  if (unknown.length > 0) {
    throw new RestoreError(
      'The backup was made by a newer version of the shop (it has migrations this one does not know); update the shop first.',
    );
  }
  const last = Math.max(0, ...applied);
  const entries = journal.entries.filter((entry) => entry.when <= last);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'burgers-restore-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
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
  /** Applies the migrations of a folder to the target (the driver's migrator). */
  migrate(folder: string): Promise<void>;
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
 * Restores a verified backup's lines into an empty database: the backup's schema, its rows in one
 * transaction (a failure leaves no half-restored shop), its sequences, then the newer migrations,
 * then the images. The push key pair is handed back for the caller to keep.
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

  const partial = await migrationsUpTo(steps.migrationsFolder, header.migrations);
  try {
    await steps.migrate(partial);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }

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

  let rowCount = 0;
  await db.transaction(async (tx) => {
    const target = tx as unknown as Db;
    const existing = await rowsOf<{ name: string }>(
      target,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    // What the migrations themselves inserted (the store's settings row) gives way to the backup's.
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
  });
  await steps.migrate(steps.migrationsFolder);

  let files = 0;
  await mkdir(steps.uploadsDir, { recursive: true });
  for (let record = pending; record && record.kind === 'file';) {
    const file: FileRecord = record;
    if (!SAFE_FILE_NAME.test(file.name)) throw new RestoreError(`The backup names an image file oddly (${file.name}).`);
    const bytes = Buffer.from((await next()) ?? '', 'base64');
    await writeFile(path.join(steps.uploadsDir, file.name), bytes, { mode: 0o644 });
    files++;
    const line = await next();
    record = line ? (JSON.parse(line) as BackupRecord) : undefined;
    if (record?.kind === 'end') break;
  }
  return {
    tables: tableRows.size,
    rows: rowCount,
    files,
    createdAt: header.createdAt,
    source: header.source,
    pushKeys,
  };
}
