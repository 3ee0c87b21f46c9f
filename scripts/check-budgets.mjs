#!/usr/bin/env node
// The first-visit budget of `/` and `/menu`, measured as a phone gets them (`npm run budgets`; npm
// test runs it after the build).
//
// The built web app is served by the real server on a fresh embedded database, and Debian's
// Chromium opens each page at 375 px with an empty cache, as a first visit. Every JavaScript and CSS
// response is counted until the network has been idle for a while: the entry, the page's chunk, the
// stylesheets, and what loads after the first paint (the footer once the browser is idle, a page's
// deferred parts). Sizes are the bytes on the wire with `Accept-Encoding: gzip` (the browser would
// take brotli, a little smaller: gzip is the budget every browser meets).
//
// `--list` prints every file; `--json` prints the totals as JSON (bench/run.mjs reads it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * What a phone may download on a first visit, gzip: `npm test` fails past BUDGETS. GOALS are what the
 * shop aims for (the benchmark reports them); React's own floor is about 82 kB of the JS
 * (docs/decisions/0022).
 */
const BUDGETS = { js: 125_000, css: 15_000 };
const GOALS = { js: 115_000, css: 15_000 };
const PAGES = ['/', '/menu'];
/** The network counts as idle once nothing has been in flight for this long. */
const QUIET_MS = 1500;
/** The footer waits for the load event and an idle moment (at most 2 s): well within this. */
const PAGE_DEADLINE_MS = 20_000;
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const list = process.argv.includes('--list');
const asJson = process.argv.includes('--json');
const say = (...args) => {
  if (!asJson) console.log(...args);
};

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'ssr/entry-server.js'))) {
  console.error('No web build in apps/web/dist: run `npm run build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server as production runs it (its built entry), or from its sources when not built. */
function serverCommand() {
  const built = path.join(root, 'apps/server/dist/server.js');
  if (existsSync(built)) return [process.execPath, [built]];
  return [process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')]];
}

async function startShop(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const [command, args] = serverCommand();
  const child = spawn(command, args, {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      PAYMENTS: 'sandbox',
    },
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the shop stopped before answering (exit ${child.exitCode}):\n${errors}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not answer /api/health within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

function kindOf(url, contentType) {
  const { pathname } = new URL(url);
  if (/javascript/.test(contentType) || pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'js';
  if (/text\/css/.test(contentType) || pathname.endsWith('.css')) return 'css';
  return null;
}

/** Opens one page as a phone's first visit and returns every JS and CSS file with its bytes on the wire. */
async function firstVisit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const files = new Map();
  const pending = new Set();
  let lastActivity = Date.now();
  const track = (request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  const settle = async (request, failed) => {
    try {
      if (failed) return;
      const response = await request.response();
      if (!response) return;
      const kind = kindOf(request.url(), response.headers()['content-type'] ?? '');
      if (!kind) return;
      const body = await response.body();
      const encoding = response.headers()['content-encoding'] ?? '';
      // The body arrives decoded: its size on the wire is that of the gzip the server sent.
      // The service worker's own scripts (fetched by the worker, not the page) come without a size,
      // and the worker itself is asked for without the page's headers (so brotli may answer): they
      // are counted as gzip would send them.
      const sent = encoding === 'gzip' ? (await request.sizes()).responseBodySize : encoding ? -1 : body.length;
      const estimated = sent < 0;
      const wire = estimated ? gzipSync(body).length : sent;
      files.set(new URL(request.url()).pathname, { kind, wire, raw: body.length, encoding, estimated });
    } finally {
      pending.delete(request);
      lastActivity = Date.now();
    }
  };
  context.on('request', track);
  context.on('requestfinished', (request) => void settle(request, false));
  context.on('requestfailed', (request) => void settle(request, true));
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() - started > PAGE_DEADLINE_MS) throw new Error(`${url}: the network never went quiet`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  return [...files].map(([file, info]) => ({ file, ...info }));
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-budgets-'));
const results = [];
let shop;
let browser;
try {
  const { chromium } = await import('playwright-core');
  [shop, browser] = await Promise.all([startShop(path.join(dataDir, 'data')), chromium.launch(CHROMIUM)]);
  for (const page of PAGES) {
    const files = await firstVisit(browser, `${shop.base}${page}`);
    const total = (kind) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.wire, 0);
    results.push({ page, js: total('js'), css: total('css'), files });
  }
} finally {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

let failed = false;
say(`A phone's first visit (375 px, empty cache, until the network is idle), gzip on the wire:`);
for (const r of results) {
  for (const kind of ['js', 'css']) {
    const met = r[kind] <= BUDGETS[kind];
    const onGoal = r[kind] <= GOALS[kind];
    failed ||= !met;
    const count = r.files.filter((f) => f.kind === kind).length;
    say(
      `  ${met ? 'ok  ' : 'FAIL'} ${r.page.padEnd(6)} ${kind.toUpperCase().padEnd(3)} ${kb(r[kind]).padStart(9)} in ${count} files; budget ${kb(BUDGETS[kind])}, goal ${kb(GOALS[kind])}${onGoal ? '' : ' (over the goal)'}`,
    );
  }
  if (list)
    for (const f of r.files)
      say(
        `         ${kb(f.wire).padStart(9)}  ${f.file}${f.estimated ? ' (fetched by the service worker: size as gzip)' : f.encoding ? '' : ' (sent uncompressed)'}`,
      );
}
if (asJson)
  console.log(
    JSON.stringify({
      budgets: BUDGETS,
      goals: GOALS,
      pages: results.map(({ page, js, css }) => ({ page, js, css })),
    }),
  );
if (failed) {
  console.error('A first visit is over its budget: see which files with `npm run budgets -- --list`.');
  process.exit(1);
}
