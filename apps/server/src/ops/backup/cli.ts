import path from 'node:path';
import { loadConfig, type Config } from '#config';
import { openDatabase } from '#db/client';
import { dataDirInUse } from '#db/data-dir-lock';
import { generateVapidKeys, type VapidKeys } from '#vapid-keys';
import { backupRequestKey, takeBackup } from './backup';
import { BackupFileError, type WrittenBackup } from './file-format';
import { RestoreError } from './restore';
import { restoreBackupFile } from './restore-file';
import { recordManualBackup } from './schedule';

/**
 * npm run backup [-- FILE]    the whole shop into one file (default DATA_DIR/backups/burgers-<time>.backup.gz)
 * npm run restore -- FILE [--force]
 * Both read DATA_DIR / DATABASE_URL as `npm start` does. A relative FILE is taken from the folder
 * npm was run in.
 */
const fromWhereTyped = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** The running server's own address, for asking it to take the backup. */
function localServerUrl(config: Config): string {
  const host = ['localhost', '0.0.0.0', '::', '', '[::]'].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function backup(config: Config, file: string | undefined): Promise<WrittenBackup> {
  const now = () => new Date();
  if (!config.databaseUrl && (await dataDirInUse(config.dataDir).catch(() => false))) {
    // PGlite is one process's database: the server that holds it writes the backup.
    const response = await fetch(`${localServerUrl(config)}/api/ops/backup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${backupRequestKey(config.jwtSecret)}` },
      body: JSON.stringify(file ? { file } : {}),
    }).catch((error: unknown) => {
      throw new Error(
        `The shop is running on ${config.dataDir} but does not answer at ${localServerUrl(config)} (PORT, HOST): ${String(error)}`,
      );
    });
    if (response.status !== 201)
      throw new Error(`The running shop refused to take the backup (${response.status}): ${await response.text()}`);
    return (await response.json()) as WrittenBackup;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const written = await takeBackup(
      { db: database.db, kind: database.kind, dataDir: config.dataDir, now, pushKeys: config.push.vapid },
      file,
    );
    await recordManualBackup(database.db, written, now());
    return written;
  } finally {
    await database.close();
  }
}

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function restoreEnv(): Record<string, string | undefined> {
  const vapid = process.env.VAPID_PUBLIC_KEY ? undefined : generateVapidKeys();
  return {
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET ?? 'r'.repeat(32),
    ...(vapid && { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }),
  };
}

/**
 * What the restore did with the backup's push keys: the staff's notice subscriptions in it work
 * only with them, and VAPID_* variables, where set (always on PostgreSQL), win over the file.
 */
function pushKeysNote(
  summary: { pushKeys: VapidKeys | null; pushKeysFile: string | null },
  env: Record<string, string | undefined>,
  onPostgres: boolean,
): string | undefined {
  if (!summary.pushKeys || !summary.pushKeysFile) return undefined;
  const fromEnv = env.VAPID_PUBLIC_KEY?.trim();
  if (fromEnv === summary.pushKeys.publicKey)
    return "Push keys: VAPID_PUBLIC_KEY is the backup's; notices keep working.";
  if (fromEnv || onPostgres)
    return (
      `Push keys: the backup's pair is in ${summary.pushKeysFile}; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY ` +
      'to it, or the staff have to turn their notices on again.'
    );
  return `Push keys restored to ${summary.pushKeysFile}; notices keep working.`;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  // A restore needs no session secret and no push keys: none is made (nothing is written before the
  // file is checked), so throwaway values stand in for whatever the data folder would generate.
  const config = loadConfig(command === 'restore' ? restoreEnv() : process.env);
  if (command === 'backup') {
    const written = await backup(config, files[0] ? fromWhereTyped(files[0]) : undefined);
    console.log(`Backup written: ${written.file}`);
    console.log(`Size: ${humanSize(written.size)} (${written.size} bytes)`);
    console.log(`SHA-256: ${written.sha256}`);
    return 0;
  }
  if (command === 'restore') {
    if (files.length !== 1) {
      console.error('Usage: npm run restore -- FILE [--force]');
      return 2;
    }
    const summary = await restoreBackupFile(fromWhereTyped(files[0]!), config, { force });
    console.log(
      `Restored into ${summary.target}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} images ` +
        `(backup of ${summary.createdAt}, from ${summary.source === 'pglite' ? 'the embedded database' : 'PostgreSQL'}).`,
    );
    const pushNote = pushKeysNote(summary, process.env, Boolean(config.databaseUrl));
    if (pushNote) console.log(pushNote);
    return 0;
  }
  console.error('Usage: backup [FILE] | restore FILE [--force]');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The expected refusals say what to do; anything else shows its stack.
    const known = error instanceof BackupFileError || error instanceof RestoreError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
