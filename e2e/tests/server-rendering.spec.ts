import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectNoCspViolations, watchCspViolations } from '../support/csp';

const PUBLIC_PAGES = ['/', '/menu', '/menu?category=combos', '/nosotros', '/quedicendenosotros', '/contacto'];

/**
 * Console errors, any message about hydration (a mismatch React recovers from is still reported), and
 * uncaught exceptions.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A product of the demo menu, read from the API as the menu shows it. */
async function firstBurger(page: Page): Promise<{ id: number; name: string }> {
  const response = await page.request.get('/api/products?category=burgers');
  const [burger] = (await response.json()) as Array<{ id: number; name: string }>;
  if (!burger) throw new Error('the demo menu has no burgers');
  return burger;
}

test.describe('public pages rendered on the server', () => {
  test('show their content before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const burger = await firstBurger(page);

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menú' })).toBeVisible();
    await expect(page.getByRole('heading', { name: burger.name }).first()).toBeVisible();
    await expect(page).toHaveTitle('Menú | Burgers Devoto');

    await page.goto(`/detalle/${burger.id}`);
    await expect(page.getByRole('heading', { level: 1, name: burger.name })).toBeVisible();
    await expect(page).toHaveTitle(`${burger.name} | Burgers Devoto`);

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ver el menú' }).first()).toBeVisible();
    await context.close();
  });

  test('hydrate without an error or a CSP violation', async ({ page }) => {
    const errors = collectErrors(page);
    await watchCspViolations(page);
    const burger = await firstBurger(page);
    for (const pathname of [...PUBLIC_PAGES, `/detalle/${burger.id}`]) {
      await page.goto(pathname);
      await page.waitForLoadState('networkidle');
      await expectNoCspViolations(page);
      expect(errors, `errors on ${pathname}`).toEqual([]);
    }
  });

  test('hydrate with the visitor state, then show the person and the cart', async ({ page }) => {
    const errors = collectErrors(page);
    const burger = await firstBurger(page);
    await signIn(page, demo.customer);
    await page.evaluate((line) => localStorage.setItem('carrito', JSON.stringify([line])), {
      id: burger.id,
      name: burger.name,
      price: 1000,
      imgUri: null,
      isVeggie: false,
      cantidad: 2,
    });
    await page.goto('/menu');
    const bar = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(bar.getByRole('link', { name: 'Carrito: 2 productos' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Ingresar' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('keep the tab title in step with client-side navigation', async ({ page }) => {
    const burger = await firstBurger(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Burgers Devoto | Hamburguesas a la parrilla en Villa Devoto');
    const bar = page.getByRole('navigation', { name: 'Navegación principal' });
    await bar.getByRole('link', { name: 'Menú' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page).toHaveTitle('Menú | Burgers Devoto');
    await page.getByRole('link', { name: burger.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/detalle/${burger.id}$`));
    await expect(page).toHaveTitle(`${burger.name} | Burgers Devoto`);
    await page.getByRole('link', { name: 'Carrito vacío' }).click();
    await expect(page).toHaveTitle('Burgers Devoto');
  });

  test('a product that does not exist answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/detalle/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Parece que te perdiste...' })).toBeVisible();
  });
});
