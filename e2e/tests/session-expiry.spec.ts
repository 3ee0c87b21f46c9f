import { expect, test, type Page } from '@playwright/test';
import { createCustomer, signIn, submitLoginForm, type StoredUser } from '../support/accounts';
import { seedCart } from '../support/catalogue';
import { confirmPopup, expectPopup, popup } from '../support/popups';

const EXPIRED = 'Tu sesión venció. Ingresá de nuevo.';

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Carrito/ });

/** The token dies on the server (as a logout on another device does) while this browser still holds it. */
async function revoke(page: Page, user: StoredUser) {
  const revoked = await page.request.post('/api/logout', { headers: { 'auth-token': user.token } });
  expect(revoked.status()).toBe(204);
}

test('a session the server refuses ends once, sends to login and comes back, keeping the cart', async ({ page }) => {
  const account = await createCustomer(page.request, { prefix: 'vencida' });
  const user = await signIn(page, account);
  await seedCart(page, [
    { name: 'Clásica Devoto', quantity: 1 },
    { name: 'Veggie Palta', quantity: 1 },
  ]);
  await revoke(page, user);

  await page.goto('/mis-compras');
  await expectPopup(page, EXPIRED);
  await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2Fmis-compras$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).not.toBeNull();
  await confirmPopup(page);
  // Told once: the other calls the page made with the dead token raise nothing more.
  await expect(popup(page)).toHaveCount(0);

  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/mis-compras$/);
  await expect(cartLink(page)).toHaveAccessibleName('Carrito: 2 productos');
  await expect(popup(page)).toHaveCount(0);
});

test('a background call refused on a public page ends the session there too', async ({ page }) => {
  const account = await createCustomer(page.request, { prefix: 'vencida-menu' });
  const user = await signIn(page, account);
  await revoke(page, user);

  // The menu's hearts ask for the favourites with the stored token.
  await page.goto('/menu?category=burgers');
  await expectPopup(page, EXPIRED);
  await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2Fmenu%3Fcategory%3Dburgers$/);
  await confirmPopup(page);
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/menu\?category=burgers$/);
});

test("on the checkout page SPEC's payment popup answers a lapsed session, and the login returns there", async ({
  page,
}) => {
  const account = await createCustomer(page.request, { prefix: 'vencida-pago' });
  const user = await signIn(page, account);
  await seedCart(page, [{ name: 'Papas Clásicas', quantity: 1 }]);
  await revoke(page, user);

  await page.goto('/mercadoPago');
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expectPopup(page, 'Primero debes iniciar sesión!');
  await expect(popup(page)).not.toContainText(EXPIRED);
  await confirmPopup(page, 'Iniciar sesión');

  await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2FmercadoPago$/);
  await expect(popup(page)).toHaveCount(0);
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/mercadoPago$/);
  await expect(page.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeEnabled();
  await expect(cartLink(page)).toHaveAccessibleName('Carrito: 1 producto');
});

test('a wrong password at login is its own error, not a lapsed session', async ({ page }) => {
  const account = await createCustomer(page.request, { prefix: 'clave' });
  await page.goto('/userlogin');
  await submitLoginForm(page, { ...account, password: 'Equivocada123!' });
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).not.toContainText(EXPIRED);
  await expect(page).toHaveURL(/\/userlogin$/);
});
