import { createHmac } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '#context';
import type { Db } from '#db/client';
import type { VapidKeys } from '#vapid-keys';
import { databaseLines, uploadLines, type PushKeysRecord } from './database-dump';
import { writeBackupFile, type WrittenBackup } from './file-format';

export interface BackupSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  dataDir: string;
  now: () => Date;
  /** The key pair the shop signs its push notices with (null when push is off). */
  pushKeys: VapidKeys | null;
}

/** What a running shop backs up: its database, its data folder's images and its push keys. */
export function backupSourceOf(ctx: Pick<AppContext, 'db' | 'database' | 'config' | 'now'>): BackupSource {
  return {
    db: ctx.db,
    kind: ctx.database.kind,
    dataDir: ctx.config.dataDir,
    now: ctx.now,
    pushKeys: ctx.config.push.vapid,
  };
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** `burgers-2026-11-25T04-00-00Z.backup.gz`: sorts by time, and says what it is. */
export function backupFileName(at: Date): string {
  return `burgers-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.backup.gz`;
}
export const BACKUP_FILE_PATTERN = /^burgers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup\.gz$/;

/** The whole shop (database, sequences, push keys, images) into one file, while it keeps serving. */
export async function takeBackup(source: BackupSource, file?: string): Promise<WrittenBackup> {
  const at = source.now();
  const target = file ?? path.join(backupsDir(source.dataDir), backupFileName(at));
  await mkdir(path.dirname(target), { recursive: true });
  async function* lines() {
    yield* databaseLines(source.db, source.kind, at);
    if (source.pushKeys) {
      const record: PushKeysRecord = { kind: 'push-keys', ...source.pushKeys };
      yield JSON.stringify(record);
    }
    yield* uploadLines(uploadsDir(source.dataDir));
  }
  return writeBackupFile(target, lines());
}

/**
 * The key `npm run backup` shows the running server to have it take the backup (PGlite is one
 * process: only the server can read its database while it runs). Derived from the session secret,
 * which whoever can read the data folder has anyway.
 */
export function backupRequestKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('burgers-backup-request').digest('hex');
}
