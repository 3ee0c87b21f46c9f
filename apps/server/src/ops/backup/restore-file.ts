import type { Config } from '#config';
import { migrationsFolder } from '#db/client';
import { replaceVapidKeys } from '#vapid-keys';
import { uploadsDir } from './backup';
import { readBackupLines, verifyBackupFile } from './file-format';
import { restoreLines, type RestoreSummary } from './restore';
import { openRestoreTarget } from './target';

/**
 * `npm run restore`: the file is checked whole before the target is even opened, so a damaged
 * file writes nothing; then the target must be empty unless `force`. The backup's push key pair
 * goes to the data folder's key file (where the embedded database's shop reads it; on PostgreSQL
 * the VAPID_* variables are read instead, and the command says so).
 */
export async function restoreBackupFile(
  file: string,
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { force: boolean },
): Promise<RestoreSummary & { target: string; pushKeysFile: string | null }> {
  await verifyBackupFile(file);
  const target = await openRestoreTarget(config, options.force);
  let summary: RestoreSummary;
  try {
    summary = await restoreLines(target.db, readBackupLines(file)[Symbol.asyncIterator](), {
      migrationsFolder,
      uploadsDir: uploadsDir(config.dataDir),
    });
  } catch (error) {
    await target.close(true);
    throw error;
  }
  await target.close();
  const pushKeysFile = summary.pushKeys ? replaceVapidKeys(config.dataDir, summary.pushKeys) : null;
  return { ...summary, target: target.description, pushKeysFile };
}
