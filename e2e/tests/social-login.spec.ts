import type { StoredUser } from '../support/accounts';
import { uniqueEmail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, type Page } from '../support/fixtures';
import { expectPopup } from '../support/popups';

/*
 * Social sign-in with the demo provider the shop serves under /demo-idp when no OIDC_ISSUER is set:
 * the whole round trip in the browser, its failures with the popup of docs/product/accounts.md#social-sign-in, and Salir ending the
 * provider's session.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser | null);

/** From the login page's button to the demo provider's own page. */
async function openProvider(page: Page): Promise<void> {
  await page.goto('/userlogin');
  await page.getByRole('link', { name: 'Ingresar con Demo' }).click();
  await expect(page).toHaveURL(/\/demo-idp\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Ingresar a Burgers Devoto' })).toBeVisible();
}

async function fillProvider(page: Page, person: { email: string; firstName: string; lastName: string }): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Nombre').fill(person.firstName);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('sign in with the demo provider, Salir ends its session, and signing in again lands on the same account', async ({
  page,
}) => {
  const person = { email: uniqueEmail('social'), firstName: 'Valentina', lastName: 'Demo' };
  let first: StoredUser | null = null;

  await test.step('the button leads to the provider, which says it is a test provider', async () => {
    await openProvider(page);
    await expect(page.getByText('proveedor de identidad de prueba')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('after the provider, the shop is at / and logged in, as after a password login', async () => {
    await fillProvider(page, person);
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByText('Valentina')).toBeVisible();
    first = await storedUser(page);
    expect(first).toMatchObject({
      email: person.email,
      firstName: 'Valentina',
      role: 'customer',
      identityProvider: 'oidc',
    });
    expect(first?.token).toBeTruthy();
    expect(first?.imgUri).toContain('/demo-idp/avatar/');
    // The session works on the API: favourites load for this user.
    const favourites = await page.request.get(`/api/users/favorites/${first?.id}`, {
      headers: { 'auth-token': first?.token ?? '' },
    });
    expect(favourites.status()).toBe(200);
  });

  await test.step('Salir ends the provider session and comes back to / logged out', async () => {
    await nav(page).getByText('Valentina').click();
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  await test.step("signing in again shows the provider's page (no silent login) and lands on the same account", async () => {
    await openProvider(page);
    await fillProvider(page, { ...person, firstName: 'Otro', lastName: 'Nombre' });
    await expect(page).toHaveURL(/\/$/);
    const again = await storedUser(page);
    expect(again?.id).toBe(first?.id);
    // Names come from the first sign-in only.
    await expect(nav(page).getByText('Valentina')).toBeVisible();
  });
});

test('cancelling at the provider shows "Opss..." and ends on the shop, logged out', async ({ page }) => {
  await openProvider(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/userlogin\?oidc_error=failed$/);
  await expectPopup(page, 'Opss...');
  await expectPopup(page, 'Error al intentar logearse con Demo!');
  // After 2 seconds the provider's session is ended and the shop opens again.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await storedUser(page)).toBeNull();
});

test('the demo provider cannot become cliente@burgers.test', async ({ page }) => {
  await openProvider(page);
  await fillProvider(page, { email: 'cliente@burgers.test', firstName: 'Sofía', lastName: 'Romero' });
  await expectPopup(page, 'Error al intentar logearse con Demo!');
  await expectPopup(page, 'Ya existe una cuenta con ese email. Ingresá con tu contraseña.');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await storedUser(page)).toBeNull();
  await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('a used or made-up login code is refused with the same popup, and nobody is signed in', async ({ page }) => {
  await page.goto('/userlogin/oidc#code=no-es-un-codigo-valido');
  await expect(page).toHaveURL(/\/userlogin\?oidc_error=failed$/);
  await expectPopup(page, 'Error al intentar logearse con Demo!');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await storedUser(page)).toBeNull();
});

test('the login page with the social button passes axe', async ({ page }) => {
  await page.goto('/userlogin');
  await expect(page.getByRole('link', { name: 'Ingresar con Demo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
