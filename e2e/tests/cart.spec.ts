import { signIn } from '../support/accounts';
import { expect, test, type Page } from '../support/fixtures';
import { confirmPopup, expectPopup } from '../support/popups';

test.use({ customerNames: { prefix: 'carrito' } });

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Carrito/ });
const total = (page: Page) => page.getByTestId('cart-total');

async function addFromMenu(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(name);
  await page.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
  await expectPopup(page, 'Producto agregado exitosamente');
}

async function enterCoupon(page: Page, code: string) {
  const field = page.getByLabel('Cupón de descuento');
  await field.fill(code);
  await field.press('Enter');
}

test('cart: quantities, coupons (valid, expired, unknown), totals, note, storage and clearing', async ({ page }) => {
  await page.goto('/menu');
  await addFromMenu(page, 'Clásica Devoto');
  await addFromMenu(page, 'Veggie Palta');
  await expect(cartLink(page)).toHaveAccessibleName('Carrito: 2 productos');
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);

  await test.step('quantities and a total with 2 decimals, no subtotal while there is no discount', async () => {
    await page.getByRole('button', { name: 'Agregar uno de Clásica Devoto' }).click();
    await expect(page.getByRole('group', { name: 'Cantidad de Clásica Devoto' })).toContainText('2');
    // 2 x 7500 + 9500
    await expect(total(page)).toHaveText('$ 24.500,00');
    await expect(page.getByText('Subtotal', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Descuento', { exact: true })).toHaveCount(0);
  });

  await test.step('coupon entry on Enter: empty ignored, unknown, expired', async () => {
    await enterCoupon(page, '');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await enterCoupon(page, 'NOEXISTE');
    await expect(page.getByRole('alert')).toHaveText('El cupon ingresado no existe!!');
    await enterCoupon(page, 'VERANO25');
    await expect(page.getByRole('alert')).toHaveText('El cupon esta vencido');
    await expect(total(page)).toHaveText('$ 24.500,00');
  });

  await test.step('valid coupons discount only their products; a duplicate is ignored', async () => {
    await enterCoupon(page, 'HOLA10');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const chosen = page.getByRole('list', { name: 'Cupones elegidos' });
    await expect(chosen).toContainText('HOLA10');
    await expect(chosen).toContainText('10% OFF');
    // 10% of the two Clásicas (15000) = 1500
    await expect(page.getByText('Subtotal', { exact: true })).toBeVisible();
    await expect(page.getByText('-$ 1.500,00')).toBeVisible();
    await expect(total(page)).toHaveText('$ 23.000,00');
    await enterCoupon(page, 'HOLA10');
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await enterCoupon(page, 'VEGGIE20');
    // plus 20% of the Veggie Palta (9500) = 1900
    await expect(page.getByText('-$ 3.400,00')).toBeVisible();
    await expect(total(page)).toHaveText('$ 21.100,00');
  });

  await test.step('the note takes fewer than 150 characters', async () => {
    const note = page.getByLabel('Nota para la cocina');
    await note.fill('a'.repeat(149));
    await note.press('End');
    await note.pressSequentially('b');
    await expect(note).toHaveValue('a'.repeat(149));
    await note.fill('Sin cebolla, por favor');
    await expect(note).toHaveValue('Sin cebolla, por favor');
  });

  await test.step('cart and coupons survive a reload', async () => {
    await page.reload();
    await expect(total(page)).toHaveText('$ 21.100,00');
    await expect(page.getByRole('list', { name: 'Cupones elegidos' })).toContainText('VEGGIE20');
  });

  await test.step('delete one, delete a product, clear', async () => {
    await page.getByRole('button', { name: 'Quitar uno de Clásica Devoto' }).click();
    await expect(page.getByRole('group', { name: 'Cantidad de Clásica Devoto' })).toContainText('1');
    await page.getByRole('button', { name: 'Eliminar Veggie Palta del carrito' }).click();
    await expect(page.getByRole('heading', { name: 'Veggie Palta' })).toHaveCount(0);
    // 7500 - 10%
    await expect(total(page)).toHaveText('$ 6.750,00');
    await page.getByRole('button', { name: 'Vaciar carrito' }).click();
    await confirmPopup(page, 'Vaciar');
    await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito vacío');
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBeNull();
  });
});

test('paying: a visitor is asked to log in, a customer goes to the payment page', async ({ page, customer }) => {
  await page.goto('/menu');
  await addFromMenu(page, 'Combo Bacon');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expectPopup(page, 'Primero debes iniciar sesión!');
  await confirmPopup(page, 'Iniciar sesión');
  await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2Fcart$/);

  await signIn(page, customer);
  await page.goto('/cart');
  // The cart was kept while logging in.
  await expect(page.getByRole('heading', { name: 'Combo Bacon' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/mercadoPago$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$ 15.200,00');
});
