import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { demo, signIn } from '../support/accounts';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test } from '../support/fixtures';

/** One 1x1 light PNG, served for every tile: a tile server that needs no internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4/5/hPwAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

let tiles: Server;
let shop: AppServer;
const served: string[] = [];

test.beforeAll(async () => {
  tiles = createServer((request, response) => {
    served.push(request.url ?? '');
    response.setHeader('content-type', 'image/png');
    response.end(TILE);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const port = (tiles.address() as AddressInfo).port;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-e2e-tiles-'));
  shop = await startAppServer({
    dataDir,
    smtpPort: 9,
    logFile: path.join(dataDir, 'server.log'),
    env: { MAP_TILES_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png` },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  tiles?.close();
});

test('with MAP_TILES_URL the owner draws a zone on the tile map (a local tile server, no internet)', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: shop.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, demo.admin);
  await page.goto('/admin/envios');
  const map = page.getByTestId('zones-map');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  expect(served.some((url) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect(map.getByText('Villa del Parque')).toBeVisible();
  await page.getByRole('button', { name: 'Dibujar zona nueva' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  for (const [x, y] of [
    [0.15, 0.15],
    [0.35, 0.15],
    [0.3, 0.35],
  ] as const) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  await expect(page.getByTestId('drawing-corners')).toHaveText('3 esquinas marcadas');
  await page.getByRole('button', { name: 'Cerrar zona' }).click();
  await page.getByTestId('zone-form').getByLabel('Nombre').fill('Versalles');
  await page.getByRole('button', { name: 'Guardar zonas' }).click();
  await expect(page.getByText('Zonas guardadas.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-envios-tiles-1280.png') });
  const zones = (await (await page.request.get('/api/delivery/zones')).json()) as {
    features: Array<{ properties: { name: string } }>;
    tiles: string | null;
  };
  expect(zones.tiles).toMatch(/\/tiles\/\{z\}/);
  expect(zones.features.map((feature) => feature.properties.name)).toContain('Versalles');
  await context.close();
});
