import { demo, signIn } from '../support/accounts';
import { productNamed } from '../support/catalogue';
import { expectNoCspViolations, watchCspViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';

/** The pages the server renders itself work under the shop's Content-Security-Policy. */
test.describe('server-rendered pages under the CSP', () => {
  test.use({ customerNames: { prefix: 'csp' } });

  // The buyer pays signed in, as from the cart; the return page is theirs.
  test('the sandbox checkout page runs its script and pays', async ({ customerPage: page, customerSession: user }) => {
    const burger = await productNamed(page.request, 'Crispy Onion');
    const preference = await page.request.post('/api/pay/mercadopago', {
      headers: { 'auth-token': user.token },
      data: { cart: [{ id: burger.id, cantidad: 1 }], coupons: [], note: '' },
    });
    expect(preference.status()).toBe(201);
    const { init_point } = (await preference.json()) as { init_point: string };

    await watchCspViolations(page);
    await page.goto(init_point);
    await expect(page.getByRole('heading', { name: 'Pagá tu pedido' })).toBeVisible();
    // The page's own stylesheet applied: the approve button is the provider's blue.
    await expect(page.getByRole('button', { name: 'Aprobar' })).toHaveCSS('background-color', 'rgb(0, 97, 176)');
    await expectNoCspViolations(page);
    // The script posts the choice and follows the provider-style return address (the shop's return
    // page may move on to the purchase at once, so the browser's request for it is what is awaited).
    const returned = page.waitForRequest(
      (request) => request.isNavigationRequest() && /\/pay\/?\?payment_id=/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Dejar pendiente' }).click();
    await returned;
  });

  test('the unsubscribe page is styled by its own file', async ({ page }) => {
    await watchCspViolations(page);
    await page.goto('/api/newsletter/unsubscribe/no-such-token');
    await expect(page.getByRole('heading', { name: 'Enlace inválido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a la tienda' })).toHaveCSS(
      'background-color',
      'rgb(244, 163, 0)',
    );
    await expectNoCspViolations(page);
  });

  test('the API documentation renders', async ({ page }) => {
    await watchCspViolations(page);
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Burgers Devoto API');
    await expectNoCspViolations(page);
  });
});

/** The shop runs on the sandbox in these tests: everybody must be able to tell. */
test.describe('simulated payments are visible', () => {
  const banner = 'Tienda de demostración: los pagos son simulados y no se cobra dinero real.';

  test('every kind of page shows the demo banner', async ({ page }) => {
    for (const path of ['/', '/menu', '/userlogin', '/no-existe']) {
      await page.goto(path);
      await expect(page.getByRole('note').filter({ hasText: banner }), path).toBeVisible();
    }
    await signIn(page, demo.admin);
    await page.goto('/adminhome');
    await expect(page.getByRole('note').filter({ hasText: banner })).toBeVisible();
  });

  test.use({
    customerNames: { prefix: 'simulado' },
    paidOrderContent: { items: [{ name: 'Papas Clásicas', quantity: 1 }] },
  });

  test('the kitchen and the purchase detail mark a sandbox order', async ({
    customerPage: page,
    paidOrder: purchaseId,
  }) => {
    await page.goto(`/user/purchaseDetail/${purchaseId}`);
    await expect(page.getByText('Pago simulado: esta compra no se cobró (tienda de demostración)')).toBeVisible();

    await signIn(page, demo.employee);
    await page.goto('/employeependingorders');
    await expect(
      page.locator(`article[data-order="${purchaseId}"]`).getByText('Pago simulado: no se cobró'),
    ).toBeVisible();
  });
});
