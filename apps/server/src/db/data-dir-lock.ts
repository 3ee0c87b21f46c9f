import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * How long a lock nobody refreshes is taken for a dead server's. The owner refreshes it every
 * UPDATE_MS, but PGlite runs in the server's thread and a heavy start (migrations on a busy
 * machine) can hold the event loop for seconds, so the margin is wide.
 */
const STALE_MS = 15_000;
const UPDATE_MS = 3_000;
/** A restart right after a crash waits for the dead server's lock to go stale, a little longer than STALE_MS. */
const RETRY = { retries: 18, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };

export interface DataDirLockOptions {
  /** Called when the lock is lost while held (the event loop stalled past STALE_MS, the folder vanished). */
  onCompromised?: (error: Error) => void;
}

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it.
 * The lock is proper-lockfile's: a directory whose mtime the owner refreshes. No process id is
 * stored, so a restarted server that gets the dead one's pid (pid 1 in a container) is not locked
 * out, and a lock nobody refreshed for STALE_MS is taken over.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  removeLegacyPidLock(dataDir);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: RETRY,
      realpath: false,
      onCompromised:
        options.onCompromised ??
        ((error) => console.error(`The lock of the data folder ${dataDir} was lost: ${error.message}`)),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(`The data folder ${dataDir} is in use by another running server`);
    }
    throw error;
  }
}

/** Earlier versions kept a pid in `pglite.lock`; the pid said nothing reliable, so the file is dropped. */
function removeLegacyPidLock(dataDir: string): void {
  const legacy = path.join(dataDir, 'pglite.lock');
  try {
    if (statSync(legacy).isFile()) rmSync(legacy, { force: true });
  } catch {
    // No legacy lock.
  }
}
