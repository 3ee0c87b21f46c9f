import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test's own, in a temp folder on a free port, so the test may stop and
 * start it (the shared test server is never restarted). Debian's server binaries; as root it runs
 * as the `postgres` user, since PostgreSQL refuses to run as root (as scripts/test.sh does).
 */
export interface ThrowawayCluster {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join(root, version, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = serverBinaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'burgers-restart-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { cwd: dir, stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { cwd: dir, stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start', '-o', options]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'burgers']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/burgers`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
