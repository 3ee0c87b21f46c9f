import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';

/**
 * The real server process on the embedded database (whatever TEST_DATABASE_URL says): what an
 * operator sees at start, and a restart straight after a kill -9 (an out-of-memory kill, a power
 * cut), inside a PID namespace like a container's, where the new server gets the dead one's pid 1.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started: ChildProcess[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

/** Starts `src/server.ts` (in a new PID namespace when asked) and resolves once it listens. */
async function startServer(dataDir: string, port: number, inPidNamespace: boolean): Promise<Running> {
  // One process (node with tsx's loader), so SIGKILL hits the server itself and not a wrapper.
  const command = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const [file, ...args] = inPidNamespace
    ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...command]
    : command;
  const child = spawn(file!, args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function health(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
}

describe('the server process', () => {
  it.each([
    ['outside a PID namespace', false],
    ['inside a PID namespace', true],
  ])(
    'starts again at once after kill -9 %s',
    async (_where, inPidNamespace) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-crash-'));
      folders.push(dataDir);
      const port = await freePort();
      const first = await startServer(dataDir, port, inPidNamespace);
      expect(await health(port)).toBe(200);
      await killHard(first.child);
      const second = await startServer(dataDir, port, inPidNamespace);
      expect(await health(port)).toBe(200);
      await killHard(second.child);
    },
    120_000,
  );

  it('logs the public address and one loud line when payments are simulated', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-start-'));
    folders.push(dataDir);
    const server = await startServer(dataDir, await freePort(), false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toMatch(/public address \(PUBLIC_URL\): http:\/\/localhost:\d+/);
    expect(server.output().match(/PAYMENTS ARE SIMULATED/g)).toHaveLength(1);
    await killHard(server.child);
  }, 60_000);
});

describe('the sandbox on a public address', () => {
  it('refuses to start unless PAYMENTS=sandbox is set explicitly, saying why', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://burgers.example', DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/PUBLIC_URL https:\/\/burgers\.example is not a local address.*anyone can approve their own order/);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://burgers.example',
        PAYMENTS: 'sandbox',
        DATA_DIR: os.tmpdir(),
        JWT_SECRET: 'x'.repeat(32),
      }).payments,
    ).toBe('sandbox');
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: local, DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(32) }).payments).toBe(
        'sandbox',
      );
    }
  });
});
