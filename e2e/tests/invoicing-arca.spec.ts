import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeArca, type FakeArca } from '../../apps/server/test/support/fake-arca';
import { makeTestCertificate } from '../../apps/server/test/support/test-certificate';
import { demo, loginViaApi } from '../support/accounts';
import { startAppServer } from '../support/app-server';
import { expect, test as shop } from '../support/fixtures';
import { buyThroughApi } from '../support/orders';
import { startSmtpCapture } from '../support/smtp-capture';

/**
 * Invoicing against an ARCA that can fail: a shop of its own (`ARCA=homologacion`, a test
 * certificate) whose ARCA is the local one the server tests use, here down when the order is paid.
 * The owner finds the invoice pending with ARCA's message, and once ARCA is back `Reintentar`
 * issues it; the customer then downloads it.
 */
const test = shop.extend<object, { arcaShop: { baseURL: string; arca: FakeArca } }>({
  arcaShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const root = mkdtempSync(path.join(tmpdir(), 'burgers-e2e-arca-'));
      const certificate = makeTestCertificate();
      const arca = await startFakeArca(certificate);
      const smtp = await startSmtpCapture(path.join(root, 'mail'));
      const server = await startAppServer({
        dataDir: path.join(root, 'data'),
        smtpPort: smtp.port,
        logFile: path.join(root, 'server.log'),
        env: {
          ARCA: 'homologacion',
          ARCA_CERT: certificate.certPem,
          ARCA_KEY: certificate.keyPem,
          ARCA_WSAA_URL: arca.wsaaUrl,
          ARCA_WSFE_URL: arca.wsfeUrl,
        },
      });
      try {
        await use({ baseURL: server.baseURL, arca });
      } finally {
        await server.stop();
        await arca.close();
        await smtp.close();
        rmSync(root, { recursive: true, force: true });
      }
    },
    // A second shop starts here: on a loaded machine that takes longer than a test's own minute.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ arcaShop }, use) => use(arcaShop.baseURL),
});

test('ARCA down: the owner sees the invoice pending, and Reintentar issues it once ARCA is back', async ({
  arcaShop: { arca },
  adminSession,
  adminPage: page,
}) => {
  const identity = await page.request.put('/api/admin/invoicing', {
    headers: { 'auth-token': adminSession.token },
    data: {
      businessName: 'Burgers Devoto SRL',
      cuit: '30-50001091-2',
      address: 'Av. Francisco Beiró 5000, CABA',
      grossIncome: '901-123456-7',
      activityStart: '2020-03-01',
      vatCondition: 'Responsable inscripto',
      pointOfSale: 3,
      enabled: true,
    },
  });
  expect(identity.status(), await identity.text()).toBe(200);

  arca.mode = 'down';
  const customer = await loginViaApi(page.request, demo.customer);
  const purchaseId = await buyThroughApi(page.request, customer, [{ name: 'Clásica Devoto', quantity: 1 }]);

  await page.goto('/admin/facturacion');
  await expect(page.getByText('Homologación: los comprobantes van al servicio de prueba de ARCA.')).toBeVisible();
  const row = page.locator('tr[data-voucher]').filter({ hasText: 'Pendiente' }).first();
  // The job tried as soon as the payment was in and met ARCA down; the list shows it by then or on
  // its next read, which a reload forces.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // ARCA's trouble in words, for the owner.
  await expect(row).toContainText(/ARCA/);
  expect(arca.vouchers).toHaveLength(0);

  arca.mode = 'ok';
  await row.getByRole('button', { name: 'Reintentar' }).click();
  const issued = page.locator('tr[data-voucher]').filter({ hasText: '00003-00000001' });
  await expect(issued).toContainText('Emitida');
  expect(arca.vouchers).toHaveLength(1);
  expect(arca.refused).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-facturacion-reintentar-1280.png', fullPage: true });

  const bought = await page.request.get(`/api/orders/${purchaseId}/invoice`, {
    headers: { 'auth-token': customer.token },
  });
  expect(await bought.json()).toMatchObject({ status: 'emitida', number: 1, cae: arca.vouchers[0]?.cae });
});
