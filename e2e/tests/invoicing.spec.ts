import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Electronic invoicing in the sandbox (ARCA=sandbox, the demo's): the owner sets the shop's fiscal
 * identity, and from then on every paid order has a simulated invoice its buyer downloads.
 * Serial: the second test's order is paid once invoicing is on.
 */
test.describe.configure({ mode: 'serial' });

test('the owner sets the fiscal identity; a wrong CUIT is refused with its message', async ({ adminPage: page }) => {
  await page.goto('/admin/facturacion');
  await expect(page.getByRole('heading', { name: 'Datos fiscales del comercio' })).toBeVisible();
  await expect(page.getByText('Modo prueba: los comprobantes son simulados y no tienen validez fiscal.')).toBeVisible();
  await page.getByLabel('Razón social').fill('Burgers Devoto SRL');
  await page.getByLabel('CUIT').fill('30-50001091-3');
  await page.getByLabel('Domicilio comercial').fill('Av. Francisco Beiró 5000, CABA');
  await page.getByLabel('Ingresos brutos').fill('901-123456-7');
  await page.getByLabel('Inicio de actividades').fill('2020-03-01');
  await page.getByLabel('Punto de venta').fill('3');
  await page.getByLabel('Condición frente al IVA').selectOption('Responsable inscripto');
  await page.getByLabel('Facturar cada pedido pagado').check();
  await page.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(page.getByText('El CUIT no es válido.')).toBeVisible();

  await page.getByLabel('CUIT').fill('30-50001091-2');
  await page.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(page.getByText('Datos fiscales guardados')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('CUIT')).toHaveValue('30500010912');
  await expect(page.getByLabel('Facturar cada pedido pagado')).toBeChecked();
});

test('the customer downloads the invoice from the purchase detail', async ({
  customerPage: page,
  paidOrder: purchaseId,
}) => {
  await page.goto(`/user/purchaseDetail/${purchaseId}`);
  const download = page.getByRole('button', { name: 'Descargar factura' });
  // Issued by the background job right after the payment: the page asks for it until it is there.
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^factura-B-\d{5}-\d{8}\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the owner sees the invoices with their totals', async ({ adminPage: page }) => {
  await page.goto('/admin/facturacion');
  await expect(page.getByRole('heading', { name: 'Comprobantes' })).toBeVisible();
  await expect(page.getByTestId('invoice-totals')).toBeVisible();
  await expect(page.locator('tr[data-voucher]').first()).toContainText('Factura B');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/admin-facturacion-1280.png', fullPage: true });
});

test('the orders desk shows the invoice of each order and opens its PDF', async ({ adminPage: page }) => {
  await page.goto('/admin/pedidos');
  const row = page
    .locator('tr[data-order]')
    .filter({ has: page.getByTestId('desk-invoice') })
    .first();
  await expect(row.getByTestId('desk-invoice')).toContainText('Emitida');
  await row.getByRole('button').first().click();
  const invoice = page.getByRole('dialog').getByTestId('invoice');
  await expect(invoice).toContainText(/Factura B 00003-\d{8}/);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: 'Descargar factura' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^factura-B-00003-\d{8}\.pdf$/);
  const [roll] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: 'Factura para el rollo' }).click(),
  ]);
  expect(roll.suggestedFilename()).toMatch(/^factura-B-00003-\d{8}-ticket\.pdf$/);
});
