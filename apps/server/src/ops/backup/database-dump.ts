import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';

/**
 * A logical dump made over the shop's own connection, the same on PGlite and PostgreSQL: every
 * table's rows as PostgreSQL's own JSON of them (`to_jsonb`, exact for every type: numbers,
 * timestamps, bytes), every sequence's position, the migrations the schema came from, the push
 * key pair, and every uploaded image. No pg_dump is needed, and a dump of one restores into the other.
 */
export const BACKUP_FORMAT = 'burgers-devoto-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  kind: 'backup';
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** The `when` of every migration applied (drizzle's journal), oldest first. */
  migrations: number[];
}
export interface TableRecord {
  kind: 'table';
  name: string;
  columns: string[];
  rows: number;
}
export interface SequenceRecord {
  kind: 'sequence';
  name: string;
  lastValue: string;
  isCalled: boolean;
}
export interface FileRecord {
  kind: 'file';
  name: string;
  size: number;
}
/** The push (VAPID) key pair the shop signs with: the push subscriptions in the rows need it. */
export interface PushKeysRecord {
  kind: 'push-keys';
  publicKey: string;
  privateKey: string;
}
export interface EndRecord {
  kind: 'end';
  files: number;
}
export type BackupRecord = BackupHeader | TableRecord | SequenceRecord | PushKeysRecord | FileRecord | EndRecord;

export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function publicTables(db: Db | Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** The columns a row is written with: generated ones are computed again on restore. */
export async function writableColumns(db: Db | Tx, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

export async function appliedMigrations(db: Db | Tx): Promise<number[]> {
  const rows = await rowsOf<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => Number(row.created_at));
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** Rows fetched from a table's cursor at a time: memory stays flat however many orders years bring. */
const ROWS_PER_FETCH = 1000;

/**
 * The database's lines, read in one REPEATABLE READ transaction: one snapshot, however many
 * orders are placed meanwhile. Each table is read through a cursor and handed to the writer as it
 * goes (`linesOf`), so a backup of years of orders never sits whole in the server's memory; the
 * images are streamed afterwards by `uploadLines`.
 */
export function databaseLines(db: Db, source: 'pglite' | 'postgres', now: Date): AsyncGenerator<string> {
  return linesOf((emit) =>
    db.transaction(
      async (tx) => {
        const header: BackupHeader = {
          kind: 'backup',
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          source,
          migrations: await appliedMigrations(tx),
        };
        await emit(JSON.stringify(header));
        for (const name of await publicTables(tx)) {
          const columns = await writableColumns(tx, name);
          const table = sql.identifier(name);
          const [{ count }] = await rowsOf<{ count: string | number }>(tx, sql`select count(*) as count from ${table}`);
          const record: TableRecord = { kind: 'table', name, columns, rows: Number(count) };
          await emit(JSON.stringify(record));
          await tx.execute(
            sql`declare backup_rows no scroll cursor for
                select to_jsonb(t)::text as row from (select ${columnList(columns)} from ${table}) t`,
          );
          for (;;) {
            const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`));
            // jsonb's text is one line: newlines inside values are escaped.
            for (const { row } of rows) await emit(row);
            if (rows.length < ROWS_PER_FETCH) break;
          }
          await tx.execute(sql`close backup_rows`);
        }
        const sequences = await rowsOf<{ name: string }>(
          tx,
          sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
        );
        for (const { name } of sequences) {
          const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
            tx,
            sql`select last_value, is_called from ${sql.identifier(name)}`,
          );
          const record: SequenceRecord = {
            kind: 'sequence',
            name,
            lastValue: String(state!.last_value),
            isCalled: state!.is_called,
          };
          await emit(JSON.stringify(record));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
}

/** Lines a reader may hold before the producer waits for it to take them. */
const LINES_WAITING_MAX = 2000;

/**
 * The lines `produce` emits, as an async generator the writer pulls from: the producer (a
 * transaction, which cannot yield) waits while the writer is behind, so at most a few thousand lines
 * are held at once. A writer that stops early (a full disk) makes the producer's next emit throw,
 * which ends its transaction.
 */
async function* linesOf(produce: (emit: (line: string) => Promise<void>) => Promise<void>): AsyncGenerator<string> {
  const waiting: string[] = [];
  let wakeReader: (() => void) | undefined;
  let wakeProducer: (() => void) | undefined;
  let finished = false;
  let stopped = false;
  let failure: unknown;
  const wake = () => {
    wakeReader?.();
    wakeReader = undefined;
  };
  const emit = async (line: string) => {
    if (stopped) throw new Error('The backup was stopped.');
    waiting.push(line);
    wake();
    if (waiting.length >= LINES_WAITING_MAX) await new Promise<void>((resolve) => (wakeProducer = resolve));
    if (stopped) throw new Error('The backup was stopped.');
  };
  const producing = produce(emit).then(
    () => {
      finished = true;
      wake();
    },
    (error: unknown) => {
      failure = error;
      finished = true;
      wake();
    },
  );
  try {
    for (;;) {
      if (waiting.length > 0) {
        const batch = waiting.splice(0);
        wakeProducer?.();
        wakeProducer = undefined;
        yield* batch;
      } else if (finished) {
        break;
      } else {
        await new Promise<void>((resolve) => (wakeReader = resolve));
      }
    }
    if (failure !== undefined) throw failure;
  } finally {
    stopped = true;
    wakeProducer?.();
    await producing;
  }
}

/**
 * The uploaded images after the snapshot: a file is written before the row naming it and never
 * changed after, so every image the snapshot names is there.
 */
export async function* uploadLines(uploadsDir: string): AsyncGenerator<string> {
  let names: string[] = [];
  try {
    const entries = await readdir(uploadsDir, { withFileTypes: true });
    names = entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const name of names) {
    const bytes = await readFile(path.join(uploadsDir, name));
    const record: FileRecord = { kind: 'file', name, size: bytes.length };
    yield JSON.stringify(record);
    yield bytes.toString('base64');
  }
  const end: EndRecord = { kind: 'end', files: names.length };
  yield JSON.stringify(end);
}
