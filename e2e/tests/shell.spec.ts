import { demo, signIn, submitLoginForm } from '../support/accounts';
import { expect, test, type Page } from '../support/fixtures';

const publicBar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const adminBar = (page: Page) => page.getByRole('navigation', { name: 'Navegación del panel de administración' });
const employeeBar = (page: Page) => page.getByRole('navigation', { name: 'Navegación de empleados' });

test.describe('navigation bars chosen by path', () => {
  test('the public bar on / offers Ingresar and the empty cart', async ({ page }) => {
    await page.goto('/');
    const bar = publicBar(page);
    await expect(bar.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Carrito vacío' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Menú' })).toBeVisible();
    await expect(adminBar(page)).toHaveCount(0);
    await expect(employeeBar(page)).toHaveCount(0);
  });

  test('the admin bar on /adminhome, with its leave link to /', async ({ adminPage: page }) => {
    await page.goto('/adminhome');
    const bar = adminBar(page);
    for (const section of ['Productos', 'Usuarios', 'Cupones']) {
      await expect(bar.getByRole('link', { name: section })).toBeVisible();
    }
    await expect(publicBar(page)).toHaveCount(0);
    await expect(employeeBar(page)).toHaveCount(0);
    await bar.getByRole('link', { name: 'Salir del panel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(publicBar(page)).toBeVisible();
    await expect(publicBar(page).getByRole('link', { name: 'Panel Admin' })).toBeVisible();
  });

  test('the employee bar on /employeehome, with its leave link to /', async ({ employeePage: page }) => {
    await page.goto('/employeehome');
    const bar = employeeBar(page);
    await expect(bar.getByRole('link', { name: 'Pedidos pendientes' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Pedidos listos' })).toBeVisible();
    await expect(publicBar(page)).toHaveCount(0);
    await expect(adminBar(page)).toHaveCount(0);
    await bar.getByRole('link', { name: 'Salir del panel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(publicBar(page).getByRole('link', { name: 'Empleado' })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('a visitor opening the profile is sent to login, and comes back to it after logging in', async ({ page }) => {
    await page.goto('/userprofiledashboard');
    await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2Fuserprofiledashboard$/);
    await submitLoginForm(page, demo.customer);
    await expect(page).toHaveURL(/\/userprofiledashboard$/);
  });

  test('a login never follows a redirect to another site', async ({ page }) => {
    await page.goto('/userlogin?redirectTo=//example.com/robar');
    await submitLoginForm(page, demo.customer);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('a customer opening the admin or employee area is sent to /', async ({ page }) => {
    await signIn(page, demo.customer);
    await page.goto('/adminhome');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employeependingorders');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a logged-in user opening login or register is sent to /', async ({ page }) => {
    await signIn(page, demo.customer);
    await page.goto('/userlogin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/registeruser');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin passes the employee gate', async ({ adminPage: page }) => {
    await page.goto('/employeeordersready');
    await expect(page).toHaveURL(/\/employeeordersready$/);
    await expect(employeeBar(page)).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('an unknown route shows it, and its button goes home', async ({ page }) => {
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Parece que te perdiste...' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a missing product shows it', async ({ page }) => {
    await page.goto('/detalle/999999');
    await expect(page.getByRole('heading', { name: 'Parece que te perdiste...' })).toBeVisible();
  });
});

test.describe('going elsewhere while a page loads', () => {
  test("back before the next page's code has arrived shows the page gone back to, also once it arrives", async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
    // The menu's code is held back until the visitor has gone back to the cart.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/MenuPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('main').getByRole('link', { name: 'Ver el menú' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    const arrived = page.waitForResponse(/\/assets\/MenuPage-[^/]*\.js$/);
    release();
    await arrived;
    await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  });
});
