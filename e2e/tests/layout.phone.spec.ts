import { signIn } from '../support/accounts';
import { productNamed, seedCart } from '../support/catalogue';
import { expect, test, type Page } from '../support/fixtures';

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

for (const path of [
  '/',
  '/menu',
  '/addBurger',
  '/cart',
  '/contacto',
  '/nosotros',
  '/quedicendenosotros',
  '/userlogin',
]) {
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

test.describe('an order on a phone', () => {
  test.use({
    customerNames: { prefix: 'telefono', lastName: 'Telefónica' },
    paidOrderContent: { items: [{ name: 'Combo Veggie', quantity: 2 }], note: 'Sin cebolla, por favor' },
  });

  test('the kitchen cards fit a phone, with the note and a thumb-wide Listo', async ({
    employeePage: page,
    customer,
    paidOrder: purchaseId,
  }) => {
    await page.goto('/employeependingorders');
    const card = page.locator(`article[data-order="${purchaseId}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('2 × Combo Veggie');
    await expect(card).toContainText('Sin cebolla, por favor');
    const button = card.getByRole('button', { name: /^Listo/ });
    const [cardBox, buttonBox] = await Promise.all([card.boundingBox(), button.boundingBox()]);
    expect(cardBox && cardBox.width).toBeLessThanOrEqual(375);
    // The button spans the card, easy to hit with a thumb.
    expect(buttonBox && cardBox && buttonBox.width / cardBox.width).toBeGreaterThan(0.8);
    await expectNoSidewaysScroll(page);

    await signIn(page, customer);
    await page.goto(`/user/purchaseDetail/${purchaseId}`);
    await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test('the cart keeps its total and Pagar on screen in a bar at the bottom', async ({ page }) => {
  await page.goto('/api/health');
  await seedCart(page, [
    { name: 'Clásica Devoto', quantity: 2 },
    { name: 'Gaseosa Cola', quantity: 1 },
    { name: 'Papas Clásicas', quantity: 1 },
    { name: 'Agua mineral', quantity: 1 },
  ]);
  await page.goto('/cart');
  const bar = page.getByTestId('cart-paybar');
  const total = await page.getByTestId('cart-total').textContent();
  for (const position of ['top', 'bottom'] as const) {
    if (position === 'bottom') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(total ?? 'no total');
    await expect(bar.getByRole('button', { name: 'Pagar' })).toBeInViewport();
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(812);
  }
  await expectNoSidewaysScroll(page);
});
