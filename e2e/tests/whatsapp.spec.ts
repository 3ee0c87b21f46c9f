import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../apps/server/test/support/fake-whatsapp';
import { demo, signIn } from '../support/accounts';
import { startAppServer } from '../support/app-server';
import { seedCart } from '../support/catalogue';
import { expect, test as shop } from '../support/fixtures';
import { startSmtpCapture } from '../support/smtp-capture';

/**
 * `Avisame por WhatsApp` at checkout, on a shop of its own whose Cloud API is the local fake the
 * server tests use: the customer gives a cell (a bad one is refused under the field), ticks the box,
 * pays, and the confirmation and `Listo para retirar` arrive there as template messages.
 */
const test = shop.extend<object, { whatsappShop: { baseURL: string; fake: FakeWhatsApp } }>({
  whatsappShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const root = mkdtempSync(path.join(tmpdir(), 'burgers-e2e-whatsapp-'));
      const fake = await startFakeWhatsApp();
      const smtp = await startSmtpCapture(path.join(root, 'mail'));
      const server = await startAppServer({
        dataDir: path.join(root, 'data'),
        smtpPort: smtp.port,
        logFile: path.join(root, 'server.log'),
        env: {
          WHATSAPP_TOKEN: 'token-e2e',
          WHATSAPP_PHONE_NUMBER_ID: 'PHONE-E2E',
          WHATSAPP_APP_SECRET: 'secreto-e2e',
          WHATSAPP_API_URL: fake.url,
        },
      });
      try {
        await use({ baseURL: server.baseURL, fake });
      } finally {
        await server.stop();
        await fake.close();
        await smtp.close();
        rmSync(root, { recursive: true, force: true });
      }
    },
    // A second shop starts here: on a loaded machine that takes longer than a test's own minute.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ whatsappShop }, use) => use(whatsappShop.baseURL),
});

test('the customer ticks Avisame por WhatsApp and hears of the order there', async ({
  whatsappShop: { fake },
  page,
  employeeSession,
}) => {
  // The demo shop's customer, Sofía: this shop's mail goes to its own capture, not the one accounts read.
  await signIn(page, demo.customer);
  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }]);
  await page.goto('/mercadoPago');
  const phone = page.getByLabel('Celular');
  await phone.fill('11 2345');
  await page.getByLabel('Avisame por WhatsApp').check();
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expect(
    page.getByText('Ingresá un celular válido, con código de área (por ejemplo 11 2345-6789).'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/mercadoPago$/);

  await phone.fill('11 2345-6789');
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
  const purchaseId = new URL(page.url()).pathname.split('/').pop() ?? '';

  const confirmed = await fake.waitFor(
    (message) => message.template?.name === 'pedido_confirmado' && message.to === '5491123456789',
    15_000,
  );
  expect(confirmed.token).toBe('token-e2e');
  expect(confirmed.template?.parameters[0]).toBe('Sofía');

  const ready = await page.request.put(`/api/orders/${purchaseId}`, {
    headers: { 'auth-token': employeeSession.token },
    data: { status: 'Listo' },
  });
  expect(ready.status(), await ready.text()).toBe(200);
  const listo = await fake.waitFor(
    (message) => message.template?.name === 'pedido_listo' && message.to === '5491123456789',
    15_000,
  );
  expect(listo.template?.parameters.slice(0, 2)).toEqual([
    'Sofía',
    String(((await ready.json()) as { number: number }).number),
  ]);
});

test('an employee takes a phone order and ticks Avisarle por WhatsApp', async ({ whatsappShop: { fake }, page }) => {
  await signIn(page, demo.employee);
  await page.goto('/mostrador');
  const search = page.getByLabel('Buscar producto');
  await search.fill('clasica devoto');
  await search.press('Enter');
  await page.getByLabel('Nombre').fill('Rubén Llamó');
  await page.getByLabel('Teléfono (opcional)').fill('11 2345-0099');
  await page.getByLabel('Avisarle por WhatsApp').check();
  await page.getByRole('button', { name: 'Tomar pedido' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'tomado' })).toBeVisible();
  const confirmed = await fake.waitFor(
    (message) => message.template?.name === 'pedido_confirmado' && message.to === '5491123450099',
    15_000,
  );
  expect(confirmed.template?.parameters[0]).toBe('Rubén');
});
