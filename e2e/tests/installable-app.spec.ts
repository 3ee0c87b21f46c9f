import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { e2eEnv } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';

const swFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/sw.js');

/** The worker's files as a build writes them: the script and its compressed copies, which the server sends. */
function readWorker(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const file of [swFile, `${swFile}.gz`, `${swFile}.br`])
    if (existsSync(file)) files.set(file, readFileSync(file));
  return files;
}

function writeWorker(script: string) {
  writeFileSync(swFile, script);
  if (existsSync(`${swFile}.gz`)) writeFileSync(`${swFile}.gz`, gzipSync(script));
  if (existsSync(`${swFile}.br`)) writeFileSync(`${swFile}.br`, brotliCompressSync(script));
}

/** Waits until the page's service worker is active and controls the page (the visit after the first). */
async function controlledVisit(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('the installable app', () => {
  test('Chromium finds nothing that keeps / from being installed, and the manifest names the shop', async ({
    page,
    browserName,
  }) => {
    expect(browserName).toBe('chromium');
    // A profile on disk, as a person's browser has: an incognito window never offers to install.
    const profile = mkdtempSync(path.join(tmpdir(), 'burgers-profile-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      baseURL: e2eEnv('E2E_BASE_URL'),
    });
    try {
      const installed = browser.pages()[0] ?? (await browser.newPage());
      await installed.goto('/');
      await installed.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await browser.newCDPSession(installed);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      display: string;
      icons: Array<{ sizes: string }>;
      shortcuts: Array<{ url: string }>;
    };
    expect(manifest.name).toBe('Burgers Devoto');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/employeependingorders', '/pantalla']);
  });

  test('a visit without network shows the Spanish offline page; /api is never answered from the cache', async ({
    page,
  }) => {
    await controlledVisit(page, '/');
    await page.context().setOffline(true);
    try {
      await page.goto('/menu');
      await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
      await expect(page.getByText('Revisá tu conexión a internet')).toBeVisible();
      const api = await page.evaluate(() =>
        fetch('/api/store').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');
    } finally {
      await page.context().setOffline(false);
    }
  });

  test('a new build replaces the old service worker on the next visit, never in the middle of one', async ({
    page,
    context,
  }) => {
    await controlledVisit(page, '/');
    const built = readWorker();
    const original = readFileSync(swFile, 'utf8');
    // The next build's worker: it answers one address of its own, so the page can tell which one runs.
    writeWorker(
      `${original}\nself.addEventListener('fetch', (event) => { if (new URL(event.request.url).pathname === '/__build') event.respondWith(new Response('nuevo')); });\n`,
    );
    try {
      const build = (p: Page) => p.evaluate(() => fetch('/__build').then((response) => response.text()));
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        await registration.update();
      });
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null))
        .toBe(true);
      // The open page keeps the worker it started with.
      expect(await build(page)).not.toBe('nuevo');

      await page.close();
      const next = await context.newPage();
      await next.goto('/');
      await expect.poll(() => build(next), { timeout: 15_000 }).toBe('nuevo');
    } finally {
      for (const [file, bytes] of built) writeFileSync(file, bytes);
    }
  });
});
