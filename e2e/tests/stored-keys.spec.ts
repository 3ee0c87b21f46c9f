import { expect, test, type Page } from '@playwright/test';
import { productNamed } from '../support/catalogue';
import { confirmPopup, expectPopup } from '../support/popups';

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Carrito/ });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test("the cart is kept under carrito as SPEC's plain list, and a tampered or old copy is dropped", async ({ page }) => {
  const clasica = await productNamed(page.request, 'Clásica Devoto');
  const line = {
    id: clasica.id,
    name: clasica.name,
    price: clasica.price,
    imgUri: clasica.imgUri,
    isVeggie: clasica.isVeggie,
    cantidad: 2,
  };
  await page.goto('/api/health');

  await test.step('a valid stored cart is restored', async () => {
    await page.evaluate((cart) => localStorage.setItem('carrito', JSON.stringify(cart)), [line]);
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito: 2 productos');
  });

  await test.step('a tampered one (a price that is not a number) is dropped, not shown', async () => {
    await page.evaluate(
      (cart) => localStorage.setItem('carrito', JSON.stringify(cart)),
      [{ ...line, price: 'gratis' }],
    );
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito vacío');
    expect(await stored(page, 'carrito')).toBeNull();
  });

  await test.step('an old custom burger without its base is dropped too, and so is text that is not JSON', async () => {
    const oldCustom = {
      id: 'a1b2c3',
      name: 'Burger custom 123456',
      price: 9000,
      imgUri: null,
      isVeggie: false,
      cantidad: 1,
    };
    await page.evaluate((cart) => localStorage.setItem('carrito', JSON.stringify(cart)), [oldCustom]);
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito vacío');
    await page.evaluate(() => localStorage.setItem('carrito', '[{"id":'));
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito vacío');
    expect(await stored(page, 'carrito')).toBeNull();
  });

  await test.step('adding writes the plain list of lines (no wrapper) and emptying removes the key', async () => {
    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('Clásica Devoto');
    await page.getByRole('button', { name: 'Agregar Clásica Devoto al carrito' }).click();
    await expectPopup(page, 'Producto agregado exitosamente');
    expect(JSON.parse((await stored(page, 'carrito')) ?? 'null')).toEqual([{ ...line, cantidad: 1 }]);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Vaciar carrito' }).click();
    await confirmPopup(page, 'Vaciar');
    await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
    expect(await stored(page, 'carrito')).toBeNull();
  });
});

test('a stored user that is not a whole session (no token) is dropped: the visitor is logged out', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 1,
        firstName: 'Admin',
        lastName: 'Devoto',
        email: 'admin@burgers.test',
        role: 'admin',
        imgUri: null,
      }),
    ),
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(await stored(page, 'user')).toBeNull();
});
