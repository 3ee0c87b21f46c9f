import { expect, test, type Page } from '@playwright/test';
import { createCustomer, demo, loginViaApi, signIn } from '../support/accounts';
import { productNamed } from '../support/catalogue';
import { buyThroughApi } from '../support/orders';

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, 'page width at 375 px').toBeLessThanOrEqual(widths.screen);
}

test('the public bar folds into a menu button', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Navegación principal' });
  const menuLink = bar.getByRole('link', { name: 'Menú', exact: true });
  await expect(menuLink).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Carrito vacío' })).toBeVisible();
  await bar.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  await menuLink.click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(menuLink).toBeHidden();
});

for (const path of ['/', '/menu', '/addBurger', '/cart', '/contacto', '/nosotros', '/quedicendenosotros', '/userlogin']) {
  test(`${path} fits a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('a product detail fits a phone', async ({ page }) => {
  const product = await productNamed(page.request, 'Combo Para Dos');
  await page.goto(`/detalle/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Combo Para Dos' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the kitchen table becomes cards with labelled lines', async ({ page }) => {
  const customer = await createCustomer(page.request, { prefix: 'telefono', lastName: 'Telefónica' });
  const user = await loginViaApi(page.request, customer);
  const purchaseId = await buyThroughApi(page.request, user, [{ name: 'Combo Veggie', quantity: 2 }], {
    note: 'Sin cebolla, por favor',
  });
  await signIn(page, demo.employee);
  await page.goto('/employeependingorders');
  const row = page.locator(`tr[data-order="${purchaseId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Sin cebolla, por favor');
  // The column headings step aside; each line names its own column instead.
  const headBox = await page.locator('thead').boundingBox();
  expect(headBox && headBox.height).toBeLessThanOrEqual(1);
  const noteLabel = await row
    .locator('td', { hasText: 'Sin cebolla, por favor' })
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(noteLabel).toBe('"Nota"');
  const button = row.getByRole('button', { name: /^Listo/ });
  const [rowBox, buttonBox] = await Promise.all([row.boundingBox(), button.boundingBox()]);
  expect(rowBox && rowBox.width).toBeLessThanOrEqual(375);
  // The button spans the card, easy to hit with a thumb.
  expect(buttonBox && rowBox && buttonBox.width / rowBox.width).toBeGreaterThan(0.8);
  await expectNoSidewaysScroll(page);

  await signIn(page, customer);
  await page.goto(`/user/purchaseDetail/${purchaseId}`);
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
