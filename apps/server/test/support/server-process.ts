import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { openDatabase, type Db } from '#db/client';
import { serverRoot } from '#server-root';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * What a test file of whole server processes needs, cleaned up after the file: temporary folders,
 * data folders and started servers (killed if still running). Call it at the top of the file.
 */
export function useServerProcesses() {
  const started: ChildProcess[] = [];
  const folders: string[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  return {
    tempDir,
    dataFolder: (prefix: string, from: 'empty' | 'migrated', prepare?: (db: Db) => Promise<void>) =>
      dataFolder(tempDir(prefix), from, prepare),
    async start(env: Record<string, string>, options?: StartOptions) {
      const server = await startServerProcess(env, options);
      started.push(server.child);
      return server;
    },
  };
}

/**
 * A data folder for a server process: empty (what a first start finds), or holding a copy of the
 * migrated, empty embedded database the global setup made, so the test does not spend seconds
 * creating a cluster; `prepare` may write rows into it first (the server is not running yet).
 */
async function dataFolder(
  dataDir: string,
  from: 'empty' | 'migrated',
  prepare?: (db: Db) => Promise<void>,
): Promise<string> {
  if (from === 'empty') return dataDir;
  const template = inject('pgliteDataDir');
  if (!template) throw new Error('no migrated data folder: the process tests run in the PGlite step');
  cpSync(template, dataDir, { recursive: true });
  if (prepare) {
    const database = await openDatabase({ dataDir });
    try {
      await prepare(database.db);
    } finally {
      await database.close();
    }
  }
  return dataDir;
}

interface StartOptions {
  port?: number;
  inPidNamespace?: boolean;
}

/**
 * Starts the built server (`dist/server.js`, what `npm start` runs; the global setup builds it) as
 * its own process, in a new PID namespace when asked (a container's: the server is pid 1 there),
 * and resolves once it listens.
 */
async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // One process, so a signal hits the server itself and not a wrapper.
  const command = [process.execPath, 'dist/server.js'];
  const [file, ...args] = options.inPidNamespace
    ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...command]
    : command;
  const child = spawn(file!, args, {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Burgers Devoto listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** SIGKILL, resolved once the process is gone. */
export function killHard(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGKILL');
  return server.exited;
}
