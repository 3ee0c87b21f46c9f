import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds the embedded database (password hashes, personal data), the session
 * secret, the push keys, uploads and backups: only the shop's own user may enter it.
 */
export function makePrivateFolder(dir: string): void {
  // The mode applies to the folders made here; one that exists is checked at start instead.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

export class DataDirOpenError extends Error {}

/** Throws, saying how to fix it, when other users of the machine may enter the data folder. */
export function assertPrivateDataDir(dataDir: string): void {
  makePrivateFolder(dataDir);
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new DataDirOpenError(
      `The data folder ${dataDir} is open to other users of this machine (mode ${mode.toString(8)}): ` +
        'it holds password hashes and personal data. Close it with ' +
        `\`chmod -R go-rwx ${dataDir}\` (owned by the user the shop runs as), then start the shop again.`,
    );
  }
}

/**
 * The embedded database writes its files 0666 whatever the umask: they are closed to other users
 * once it has started (the folder's 0700 is what keeps out the files it adds later).
 */
export function closeToOthers(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const mode = statSync(full).mode & 0o777;
    if ((mode & 0o077) !== 0) chmodSync(full, mode & 0o700);
  }
}
