import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

export interface AppServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Asks the system for a free port on 127.0.0.1 (never 3000, which belongs to `npm start`). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * Starts the shop exactly as it ships (`npm start`: the built server, `apps/server/dist/server.js`,
 * with the flags and the production mode the npm script gives it, serving the web build) on a fresh
 * data folder, and waits until /api/health answers. `npm start` rebuilds only what is stale: after
 * `npm run build` it starts the files that build wrote.
 */
export async function startAppServer(options: {
  dataDir: string;
  smtpPort: number;
  logFile: string;
  /** Settings a spec's own shop adds (ARCA's addresses, a tile server for the delivery maps). */
  env?: Record<string, string>;
}): Promise<AppServer> {
  if (!existsSync(webIndex)) {
    throw new Error(
      `The web build is missing (${webIndex}). Build it before the browser tests: npm run build -w @burgers/web`,
    );
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(options.logFile, 'a');
  // A fresh embedded database in the temp folder, whatever the calling shell points at.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.JWT_SECRET;
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    // Its own process group, so stopping it also stops the node process npm starts.
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: options.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PAYMENTS: 'sandbox',
      // The contact test reads the store's copy of an enquiry from this mailbox.
      STORE_EMAIL: 'contacto@burgers.test',
      // Every spec mails from 127.0.0.1: the per-IP mail limit would stop the suite, not a flood.
      MAIL_LIMIT_PER_IP: '100000',
      // Every spec checks out from 127.0.0.1, most as the demo customer.
      CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
      CHECKOUT_LIMIT_PER_IP: '100000',
      ...options.env,
    },
  });
  closeSync(log);

  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${code ?? signal}`;
  });
  // Should the runner die without its teardown, the server must not outlive it.
  const orphanGuard = () => stopGroup(child, 'SIGKILL');
  process.once('exit', orphanGuard);

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`The app server ${exited} before it was ready:\n${tail(options.logFile)}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stopGroup(child, 'SIGKILL');
      throw new Error(`The app server did not answer /api/health within 120 s:\n${tail(options.logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseURL,
    async stop() {
      process.off('exit', orphanGuard);
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      stopGroup(child, 'SIGTERM');
      const timer = setTimeout(() => stopGroup(child, 'SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
