import { rmSync, statSync, utimesSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * How long a lock nobody refreshes is taken for a dead server's. The owner refreshes it every
 * UPDATE_MS, but PGlite runs in the server's thread and a heavy start (migrations on a busy
 * machine) can hold the event loop for seconds, so the margin is wide.
 */
const STALE_MS = 15_000;
const UPDATE_MS = 3_000;
/** Waiting for an unknown owner's lock to go stale: a little longer than STALE_MS. */
const RETRY = { retries: 18, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };
/** Longer socket paths do not fit a Unix socket's address (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

export interface DataDirLockOptions {
  /** Called when the lock is lost while held (the event loop stalled past STALE_MS, the folder vanished). */
  onCompromised?: (error: Error) => void;
}

const lockPathOf = (dataDir: string) => path.join(dataDir, 'server.lock');
const socketPathOf = (dataDir: string) => path.join(dataDir, 'server.sock');

const inUse = (dataDir: string) => new Error(`The data folder ${dataDir} is in use by another running server`);

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it.
 * The lock is proper-lockfile's: a directory whose mtime the owner refreshes. No process id is
 * stored, so a restarted server that gets the dead one's pid (pid 1 in a container) is not locked
 * out, and a lock nobody refreshed for STALE_MS is taken over.
 *
 * Beside it the owner listens on a Unix socket in the folder, which the kernel closes the moment
 * the process dies (kill -9, out of memory): a connection refused there means the lock is a dead
 * server's, taken over at once instead of after STALE_MS; a connection accepted means a live one,
 * refused at once. Without a socket to ask (a server of an earlier version, a path too long for a
 * socket) the lock's age decides, as before.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  removeLegacyPidLock(dataDir);
  const lock = (retries: typeof RETRY | 0) =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPathOf(dataDir),
      stale: STALE_MS,
      update: UPDATE_MS,
      retries,
      realpath: false,
      onCompromised:
        options.onCompromised ??
        ((error) => console.error(`The lock of the data folder ${dataDir} was lost: ${error.message}`)),
    });
  let release: () => Promise<void>;
  try {
    release = await lock(0).catch(async (error: unknown) => {
      if (!isLocked(error)) throw error;
      const owner = await ownerOf(dataDir);
      if (owner === 'alive') throw inUse(dataDir);
      if (owner === 'unknown') return lock(RETRY);
      // A dead server's lock: aged past STALE_MS so proper-lockfile takes it over now.
      const longAgo = new Date(Date.now() - 10 * STALE_MS);
      utimesSync(lockPathOf(dataDir), longAgo, longAgo);
      return lock(0);
    });
  } catch (error) {
    throw isLocked(error) ? inUse(dataDir) : error;
  }
  const liveness = await listenForLiveness(dataDir);
  return async () => {
    if (liveness) await new Promise<void>((resolve) => liveness.close(() => resolve()));
    rmSync(socketPathOf(dataDir), { force: true });
    await release();
  };
}

/** Whether a live server holds the data folder's lock now (a stale lock or a dead owner's is no one's). */
export async function dataDirInUse(dataDir: string): Promise<boolean> {
  const locked = await lockfile.check(dataDir, { lockfilePath: lockPathOf(dataDir), stale: STALE_MS, realpath: false });
  return locked && (await ownerOf(dataDir)) !== 'dead';
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';

/** Asks the lock owner's socket: accepted (alive), refused (dead), or nothing to ask. */
function ownerOf(dataDir: string): Promise<'alive' | 'dead' | 'unknown'> {
  const socketPath = socketPathOf(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve('alive');
    });
    probe.once('error', (error: NodeJS.ErrnoException) => {
      // ECONNREFUSED: the file is there and nobody listens, its server died. ENOENT: no socket.
      resolve(error.code === 'ECONNREFUSED' ? 'dead' : 'unknown');
    });
  });
}

/** The owner's end of that socket (the lock is held, so a socket file left there is a dead server's). */
async function listenForLiveness(dataDir: string): Promise<Server | undefined> {
  const socketPath = socketPathOf(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return undefined;
  rmSync(socketPath, { force: true });
  const server = createServer((connection) => connection.destroy());
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(socketPath, () => {
      // The socket alone must not keep a process alive that is otherwise done.
      server.unref();
      resolve(server);
    });
  });
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
