import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, loginViaApi, signIn, type StoredUser } from '../support/accounts';
import { listProducts } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { buyThroughApi } from '../support/orders';

const MM_IN_POINTS = 72 / 25.4;

/** Renders the page as Chromium prints it and reads the PDF back with poppler (pdfinfo, pdftotext). */
async function printedPdf(page: Page): Promise<{ widthMm: number; pages: number; text: string }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const dir = mkdtempSync(path.join(tmpdir(), 'ticket-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const [, width] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
    const [, pages] = /Pages:\s+(\d+)/.exec(info) ?? [];
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return { widthMm: Number(width) / MM_IN_POINTS, pages: Number(pages), text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function orderNumber(request: APIRequestContext, user: StoredUser, purchaseId: string): Promise<number> {
  const response = await request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': user.token } });
  return ((await response.json()) as { number: number }).number;
}

test.describe('printed tickets', () => {
  test('the comanda of a 10-line order prints on one 80 mm page: number, lines, recipe, note and no prices', async ({
    page,
    request,
    customerSession,
  }) => {
    const products = (await listProducts(request)).slice(0, 10);
    expect(products).toHaveLength(10);
    const purchaseId = await buyThroughApi(
      request,
      customerSession,
      products.map((product, index) => ({ name: product.name, quantity: (index % 3) + 1 })),
      { note: 'Sin pepinos, por favor' },
    );
    const number = await orderNumber(request, customerSession, purchaseId);
    await signIn(page, demo.employee);
    await page.goto('/employeependingorders');
    const card = page.locator(`[data-order="${purchaseId}"]`);
    await card.getByRole('button', { name: 'Imprimir comanda' }).click();
    await expect(page.locator('.print-root')).toContainText(`#${number}`);

    const printed = await printedPdf(page);
    expect(printed.widthMm).toBeCloseTo(80, 0);
    expect(printed.pages).toBe(1);
    expect(printed.text).toContain(`#${number}`);
    products.forEach((product, index) => expect(printed.text).toContain(`${(index % 3) + 1} × ${product.name}`));
    expect(printed.text).toContain('Sin pepinos, por favor');
    expect(printed.text).not.toContain('$');
    // Nothing of the kitchen screen comes out on paper.
    expect(printed.text).not.toContain('Marcar como listo');
  });

  test("the customer's ticket has the shop, the number, prices, total, Pago simulado and a QR code; 58 mm when chosen", async ({
    page,
    request,
    customerSession,
  }) => {
    const purchaseId = await buyThroughApi(request, customerSession, [{ name: 'Clásica Devoto', quantity: 2 }], {
      installments: 3,
    });
    const number = await orderNumber(request, customerSession, purchaseId);
    await signIn(page, demo.employee);
    await page.goto(`/user/purchaseDetail/${purchaseId}`);
    await page.getByRole('button', { name: 'Imprimir ticket' }).click();
    await expect(page.locator('.print-root svg')).toBeVisible({ visible: false });
    await expect(page.locator('.print-root')).toContainText('Pago simulado');

    const printed = await printedPdf(page);
    expect(printed.widthMm).toBeCloseTo(80, 0);
    expect(printed.pages).toBe(1);
    for (const text of [
      'Burgers Devoto',
      'Av. Francisco Beiró 5200',
      `Pedido #${number}`,
      '2 × Clásica Devoto',
      'Total',
      '3 cuotas de',
      'Pago simulado',
    ]) {
      expect(printed.text).toContain(text);
    }
    expect(printed.text).toMatch(/\$\s?[\d.]+/);

    const admin = await loginViaApi(request, demo.admin);
    const set = (paperMm: number) =>
      request.put('/api/printing/settings', { headers: { 'auth-token': admin.token }, data: { paperMm } });
    expect((await set(58)).status()).toBe(200);
    try {
      await page.getByRole('button', { name: 'Imprimir comanda' }).click();
      await expect(page.locator('.print-root')).toHaveAttribute('data-paper', '58');
      const narrow = await printedPdf(page);
      expect(narrow.widthMm).toBeCloseTo(58, 0);
      expect(narrow.pages).toBe(1);
      expect(narrow.text).toContain(`#${number}`);
      expect(narrow.text).not.toContain('$');
    } finally {
      await set(80);
    }
  });

  test('Imprimir automáticamente prints the comanda of each new paid order as it arrives, and is remembered on the device', async ({
    page,
    request,
    customerSession,
  }) => {
    await page.addInitScript(() => {
      const counter = window as unknown as { prints: number };
      counter.prints = 0;
      window.print = () => {
        counter.prints += 1;
      };
    });
    await signIn(page, demo.employee);
    await page.goto('/employeependingorders');
    await page.getByRole('switch', { name: 'Imprimir automáticamente' }).check();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Imprimir automáticamente' })).toBeChecked();
    // The stream is open once the kitchen says it is live.
    await expect(page.locator('.live-badge')).toBeVisible();

    const purchaseId = await buyThroughApi(request, customerSession, [{ name: 'Clásica Devoto', quantity: 1 }], {
      note: 'Para llevar',
    });
    const number = await orderNumber(request, customerSession, purchaseId);
    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    await expect(page.locator('.print-root')).toContainText(`#${number}`);
    await expect(page.locator('.print-root')).toContainText('Para llevar');
  });
});
