import { apiContext, createCustomer, loginViaApi, signIn, type Account } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { productNamed, seedCart } from '../support/catalogue';
import { expectNoCspViolations, watchCspViolations } from '../support/csp';
import { expect, test, type Page } from '../support/fixtures';
import { buyThroughApi } from '../support/orders';

/** Waits until the page shows its heading and nothing is loading any more. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Cargando...')).toHaveCount(0);
}

/** Every page of the walk is also checked against the shop's Content-Security-Policy. */
async function check(page: Page, path: string) {
  await watchCspViolations(page);
  await page.goto(path);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoCspViolations(page);
}

test.describe('axe-core: no serious or critical violation', () => {
  const publicPages = [
    '/',
    '/menu',
    '/addBurger',
    '/nosotros',
    '/contacto',
    '/quedicendenosotros',
    '/cart',
    '/userlogin',
    '/registeruser',
    '/no-existe',
  ];
  for (const path of publicPages) {
    test(`public page ${path}`, async ({ page }) => {
      await check(page, path);
    });
  }

  test('public page /detalle/{id}', async ({ page }) => {
    const product = await productNamed(page.request, 'Combo Clásico');
    await check(page, `/detalle/${product.id}`);
  });

  test.describe('customer pages', () => {
    let customer: Account;
    let purchaseId = '';

    test.beforeAll(async () => {
      const request = await apiContext();
      customer = await createCustomer(request, { prefix: 'a11y' });
      const user = await loginViaApi(request, customer);
      purchaseId = await buyThroughApi(request, user, [{ name: 'Veggie Palta', quantity: 1 }], { installments: 3 });
      await request.dispose();
    });

    for (const path of ['/userprofiledashboard', '/userpersonalinfo', '/userfavorites']) {
      test(path, async ({ page }) => {
        await signIn(page, customer);
        await check(page, path);
      });
    }

    test('/mercadoPago with a cart', async ({ page }) => {
      await signIn(page, customer);
      await seedCart(page, [{ name: 'Crispy Onion', quantity: 1 }]);
      await check(page, '/mercadoPago');
    });

    test('/user/purchaseDetail/{id}', async ({ page }) => {
      await signIn(page, customer);
      await check(page, `/user/purchaseDetail/${purchaseId}`);
    });

    test('/calificanos/{id}', async ({ page }) => {
      await signIn(page, customer);
      await check(page, `/calificanos/${purchaseId}`);
    });
  });

  for (const path of ['/employeehome', '/employeependingorders', '/employeeordersready', '/mostrador']) {
    test(`employee page ${path}`, async ({ employeePage: page }) => {
      await check(page, path);
    });
  }

  test.describe('with an order waiting', () => {
    test.use({
      customerNames: { prefix: 'a11ymodal' },
      paidOrderContent: { items: [{ name: 'Papas Clásicas', quantity: 1 }] },
    });

    test('employee confirmation modal', async ({ employeePage: page, paidOrder: _waiting }) => {
      await watchCspViolations(page);
      await page.goto('/employeependingorders');
      await page
        .getByRole('button', { name: /^Listo/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoCspViolations(page);
    });
  });

  test('admin home', async ({ adminPage: page }) => {
    await check(page, '/adminhome');
  });

  for (const path of [
    '/admin/horarios',
    '/admin/promociones',
    '/admin/mensajes',
    '/adminnewsletter',
    '/admin/pedidos',
    '/admin/actividad',
    '/admin/caja',
    '/admin/recompensas',
  ]) {
    test(`admin page ${path}`, async ({ adminPage: page }) => {
      await check(page, path);
    });
  }

  test('orders desk: an order and its refund dialog', async ({ adminPage: page }) => {
    // A dialog still fading in has half its final contrast: axe judges it once its transitions end.
    const settled = () =>
      page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    await page.goto('/admin/pedidos');
    await page.locator('tr[data-order]').first().getByRole('button').click();
    await expect(page.getByTestId('order-timeline')).toBeVisible();
    await settled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Devolver dinero' }).click();
    await expect(page.getByRole('dialog', { name: /Devolver dinero del pedido/ })).toBeVisible();
    await settled();
    await expectNoSeriousA11yViolations(page);
  });
});
