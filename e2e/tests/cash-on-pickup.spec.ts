import { demo, signIn } from '../support/accounts';
import { seedCart } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

test('the owner offers cash at pickup, and a customer orders paying at the counter', async ({
  browser,
  customerPage: page,
  adminSession: admin,
}, testInfo) => {
  const owner = await browser.newPage();
  try {
    await signIn(owner, demo.admin);
    await owner.goto('/admin/caja');
    const offer = owner.getByRole('region', { name: 'Efectivo al retirar' });
    await offer.getByLabel('Ofrecer Pagar en efectivo al retirar en la web').check();
    await offer.getByLabel('Total máximo en efectivo').fill('50000');
    await offer.getByRole('button', { name: 'Guardar' }).click();
    await expect(offer.getByRole('status')).toHaveText('Guardado');

    await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }]);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/mercadoPago/);
    await page.getByRole('button', { name: 'Pagar en efectivo al retirar' }).click();
    await expect(page).toHaveURL(/\/user\/purchaseDetail\/efectivo-\d+/);
    await expect(page.getByRole('heading', { name: '¡Pedido confirmado!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^#\d+$/);
    await page.screenshot({ path: testInfo.outputPath('efectivo-al-retirar-375.png'), fullPage: true });
    // The cart is empty again: the order is in the kitchen.
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBeNull();
  } finally {
    await owner.request.put('/api/store/settings', {
      headers: { 'auth-token': admin.token },
      data: { cashOnPickup: false, cashMaxTotal: 0 },
    });
    await owner.close();
  }
});
