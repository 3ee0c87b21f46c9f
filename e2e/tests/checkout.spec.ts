import { demo, signIn } from '../support/accounts';
import { seedCart, seedCoupons } from '../support/catalogue';
import { expect, test, type Page } from '../support/fixtures';
import { confirmPopup, expectPopup } from '../support/popups';

test.use({ customerNames: { firstName: 'Valentina' } });

/** From /mercadoPago to the sandbox checkout page of the payment provider. */
async function goToSandbox(page: Page) {
  await page.goto('/mercadoPago');
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Pagá tu pedido' })).toBeVisible();
  const compra = await page.evaluate(() => localStorage.getItem('compra'));
  expect(compra, 'the preference id is kept under `compra` while paying').toBeTruthy();
}

async function expectCheckoutStorageCleared(page: Page) {
  const stored = await page.evaluate(() => ['carrito', 'cupones', 'compra'].map((key) => localStorage.getItem(key)));
  expect(stored).toEqual([null, null, null]);
}

test('approved payment: the kitchen sees it live, marks it ready, the customer reviews it', async ({
  customerPage: page,
  customer,
  browser,
}) => {
  const surname = customer.lastName;
  const customerName = `Valentina ${surname}`;

  // The kitchen screen is already open before the order exists.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signIn(kitchen, demo.employee);
  await kitchen.goto('/employeependingorders');
  await expect(kitchen.getByRole('heading', { name: 'Pedidos pendientes', level: 1 })).toBeVisible();

  await test.step('the customer sees the summary and pays in 3 installments', async () => {
    await seedCart(page, [
      { name: 'Clásica Devoto', quantity: 2 },
      { name: 'Gaseosa Cola', quantity: 1 },
    ]);
    await seedCoupons(page, ['HOLA10']);
    await page.goto('/mercadoPago');
    await expect(page.getByText('Clásica Devoto')).toBeVisible();
    await expect(page.getByText('Gaseosa Cola')).toBeVisible();
    await expect(page.getByText('HOLA10 · 10% OFF')).toBeVisible();
    // 2 x 7500 + 2200 = 17200; HOLA10 takes 10% off the burgers only: 1500.
    await expect(page.getByText('$ 17.200,00')).toBeVisible();
    await expect(page.getByText('-$ 1.500,00')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('$ 15.700,00');
    await goToSandbox(page);
    await page.getByRole('radio', { name: /3 cuotas de/ }).check();
    await page.getByRole('button', { name: 'Aprobar' }).click();
  });

  await test.step('the order appears in the open kitchen screen within 2 seconds', async () => {
    await expect(kitchen.getByRole('article', { name: new RegExp(customerName) })).toBeVisible({ timeout: 2_000 });
  });

  let purchaseId = '';
  await test.step('the customer lands on the approved purchase detail with the cart cleared', async () => {
    await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
    purchaseId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
    await expect(page.getByText(/^3 cuotas de \$ [\d.]+,\d{2}$/)).toBeVisible();
    // The receipt: each line at list price, then the coupon's discount with its code.
    await expect(page.getByRole('rowheader', { name: /^2 × Clásica Devoto/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Cupón HOLA10/ })).toContainText('-$ 1.500,00');
    await expect(page.getByTestId('purchase-total')).toHaveText('$ 15.700,00');
    await expectCheckoutStorageCleared(page);
  });

  await test.step('the employee marks it ready after confirming', async () => {
    const card = kitchen.getByRole('article', { name: new RegExp(customerName) });
    await expect(card).toContainText('2 × Clásica Devoto');
    // The kitchen cooks; it does not charge.
    await expect(card).not.toContainText('$');
    await card.getByRole('button', { name: /^Listo/ }).click();
    const dialog = kitchen.getByRole('dialog', { name: '¿Marcar el pedido como listo?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();
    await kitchen.goto('/employeeordersready');
    const ready = kitchen.getByRole('row', { name: new RegExp(customerName) });
    await expect(ready).toBeVisible();
    await expect(ready).toContainText(`${demo.employee.firstName} ${demo.employee.lastName}`);
  });
  await kitchenContext.close();

  await test.step('the customer reviews the order and the review shows on the reviews page', async () => {
    await page.getByRole('link', { name: 'Calificar mi compra' }).click();
    await expect(page).toHaveURL(new RegExp(`/calificanos/${purchaseId}$`));
    await page.locator('label', { hasText: '5 estrellas' }).click();
    const comment = `Pedido de prueba ${surname}: la Clásica llegó perfecta.`;
    await page.getByLabel('Comentario').fill(comment);
    await page.getByRole('button', { name: 'Enviar opinión' }).click();
    await expectPopup(page, 'Opinion enviada');
    await confirmPopup(page);
    await expect(page).toHaveURL(/\/quedicendenosotros$/);
    await expect(page.getByText(comment)).toBeVisible();
    // Once reviewed, the review page sends the customer to the reviews instead.
    await page.goto(`/calificanos/${purchaseId}`);
    await expect(page).toHaveURL(/\/quedicendenosotros$/);
  });
});

test('payment left pending: purchase detail in process, cart cleared, no review link', async ({
  customerPage: page,
}) => {
  await seedCart(page, [{ name: 'Papas Rústicas', quantity: 1 }]);
  await goToSandbox(page);
  await page.getByRole('button', { name: 'Dejar pendiente' }).click();
  await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Pago en proceso' })).toBeVisible();
  await expect(page.getByText(/cuotas de/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Calificar mi compra' })).toHaveCount(0);
  await expectCheckoutStorageCleared(page);
});

test('rejected payment shows the purchase as pending', async ({ customerPage: page }) => {
  await seedCart(page, [{ name: 'Agua mineral', quantity: 2 }]);
  await goToSandbox(page);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
});

test('a failed payment offers the login page', async ({ page }) => {
  await signIn(page, demo.customer);
  await seedCart(page, [{ name: 'Papas Clásicas', quantity: 1 }]);
  // An expired session is the usual failure; the server answers 401.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, token: 'expired' }));
  });
  await page.goto('/mercadoPago');
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expectPopup(page, 'Primero debes iniciar sesión!');
  await expect(page.locator('.swal2-confirm')).toHaveText('Iniciar sesión');
});
