import { expect, test } from '@playwright/test';
import { createCustomer, signIn, submitLoginForm } from '../support/accounts';
import { seedCart } from '../support/catalogue';
import { confirmPopup, expectPopup, popup } from '../support/popups';

const EXPIRED = 'Tu sesión venció. Ingresá de nuevo.';

test('a session the server revoked ends once, sends to login and comes back, keeping the cart', async ({ page }) => {
  const account = await createCustomer(page.request, { prefix: 'vencida' });
  const user = await signIn(page, account);
  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }, { name: 'Veggie Palta', quantity: 1 }]);

  // The token dies on the server (as a logout elsewhere would) while the browser still holds it.
  const revoked = await page.request.post('/api/logout', { headers: { 'auth-token': user.token } });
  expect(revoked.status()).toBeLessThan(300);

  await page.goto('/mis-compras');
  await expectPopup(page, EXPIRED);
  await expect(popup(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2Fmis-compras$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await confirmPopup(page);
  // Told once: nothing else pops up after it is dismissed.
  await expect(popup(page)).toHaveCount(0);

  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/mis-compras$/);
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Carrito/ })).toHaveAccessibleName(
    'Carrito: 2 productos',
  );
  await expect(popup(page)).toHaveCount(0);
});

test('a wrong password at login is its own error, not a lapsed session', async ({ page }) => {
  const account = await createCustomer(page.request, { prefix: 'clave' });
  await page.goto('/userlogin');
  await submitLoginForm(page, { ...account, password: 'Equivocada123!' });
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).not.toContainText(EXPIRED);
  await expect(page).toHaveURL(/\/userlogin$/);
});
