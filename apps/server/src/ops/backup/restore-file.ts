import type { Config } from '#config';
import { migrationsFolder } from '#db/client';
import { uploadsDir } from './backup';
import { readBackupLines, verifyBackupFile } from './file-format';
import { restoreLines, type RestoreSummary } from './restore';
import { openRestoreTarget } from './target';

/**
 * `npm run restore`: the file is checked whole before the target is even opened, so a damaged
 * file writes nothing; then the target must be empty unless `force`.
 */
export async function restoreBackupFile(
  file: string,
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { force: boolean },
): Promise<RestoreSummary & { target: string }> {
  await verifyBackupFile(file);
  const target = await openRestoreTarget(config, options.force);
  try {
    const summary = await restoreLines(target.db, readBackupLines(file)[Symbol.asyncIterator](), {
      migrate: target.migrate,
      migrationsFolder,
      uploadsDir: uploadsDir(config.dataDir),
    });
    return { ...summary, target: target.description };
  } finally {
    await target.close();
  }
}
