import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it.
 * A lock file holding the owner's pid keeps a second process out; a stale lock is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return async () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      // Our own pid counts too: a second PGlite in this process would corrupt the folder just the same.
      if (owner && processIsAlive(owner)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${owner}`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
