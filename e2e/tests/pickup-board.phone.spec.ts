import { expect, test } from '../support/fixtures';

test('the pickup board fits a phone held upright', async ({ page }) => {
  const orders = [
    ...Array.from({ length: 8 }, (_, i) => ({ number: 11 + i, status: 'Pendiente' })),
    ...Array.from({ length: 5 }, (_, i) => ({ number: 31 + i, status: 'Listo' })),
  ];
  await page.route('**/api/board', (route) => route.fulfill({ json: { orders } }));
  await page.goto('/pantalla');
  await expect(page.getByRole('heading', { name: 'En preparación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listos para retirar' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const tile of await page.getByRole('listitem').all()) {
    const box = (await tile.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});
