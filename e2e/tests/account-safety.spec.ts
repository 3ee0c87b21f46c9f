import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCustomer, signIn, submitLoginForm, uniqueEmail } from '../support/accounts';
import { latestMailTo, linkIn, mailTo } from '../support/mailbox';
import { confirmPopup, expectPopup } from '../support/popups';

async function register(request: APIRequestContext, email: string, firstName: string, password: string) {
  const response = await request.post('/api/register', {
    data: { firstName, lastName: 'Pérez', email, password, passwordConfirm: password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Every password field on the page has its own show/hide button, and it works. */
async function expectPasswordToggles(page: Page, count: number) {
  const toggles = page.getByRole('button', { name: 'Mostrar contraseña' });
  await expect(toggles).toHaveCount(count);
  await expect(page.locator('input[type="password"]')).toHaveCount(count);
  const first = toggles.first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  const field = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await field.fill('Secreto123');
  await first.click();
  await expect(field).toHaveAttribute('type', 'text');
  const hide = page.getByRole('button', { name: 'Ocultar contraseña' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await hide.click();
  await expect(field).toHaveAttribute('type', 'password');
  await field.fill('');
}

test('an address registered by someone else first: Ana activates it with her own password', async ({ page }) => {
  const email = uniqueEmail('ana');
  const anaPassword = 'AnaClave2024!';
  await register(page.request, email, 'Intruso', 'Atacante9999!');
  await register(page.request, email, 'Ana', anaPassword);
  const anaMail = await latestMailTo(email, { after: 1 });

  await page.goto(linkIn(anaMail, '/activateAcount/'));
  await expect(page.getByText('Confirmá tu contraseña')).toBeVisible();
  const field = page.getByLabel('Contraseña', { exact: true });
  const activate = page.getByRole('button', { name: 'Activar cuenta' });
  await expect(activate).toBeDisabled();

  await test.step('a wrong password is refused in Spanish, under the field', async () => {
    await field.fill('Atacante?');
    await activate.click();
    await expectPopup(page, 'La contraseña no coincide con la que elegiste al registrarte');
    await confirmPopup(page);
    await expect(field).toHaveAccessibleDescription('La contraseña no coincide con la que elegiste al registrarte');
  });

  await test.step('the toggle shows what was typed', async () => {
    await field.fill(anaPassword);
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('her password activates the account, in her name', async () => {
    await activate.click();
    await expectPopup(page, 'Cuenta activada con éxito');
    await confirmPopup(page);
    await expect(page.getByRole('main')).toContainText('Cuenta activada con éxito');
    await page.goto('/userlogin');
    await submitLoginForm(page, { email, password: anaPassword, firstName: 'Ana', lastName: 'Pérez' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Ana')).toBeVisible();
  });
});

test('an account not activated yet: the login page sends the activation mail again', async ({ page }) => {
  const email = uniqueEmail('pendiente');
  const password = 'Pendiente123!';
  await register(page.request, email, 'Paula', password);
  await latestMailTo(email);

  await page.goto('/userlogin');
  await submitLoginForm(page, { email, password, firstName: 'Paula', lastName: 'Pérez' });
  await expectPopup(page, 'La cuenta aún no fue activada. Revise su correo para activarla');
  await confirmPopup(page);

  await page.getByRole('button', { name: 'Reenviar el correo de activación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reenviar activación' });
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expectPopup(page, 'Si la cuenta existe y no está activada, te enviamos otro enlace de activación');
  await confirmPopup(page);

  const resent = await latestMailTo(email, { after: 1 });
  await page.goto(linkIn(resent, '/activateAcount/'));
  await expectPopup(page, 'Cuenta activada con éxito');
  await confirmPopup(page);
});

test('the login page links to the resend form, which answers alike for an unknown address', async ({ page }) => {
  await page.goto('/userlogin');
  await expectPasswordToggles(page, 1);
  await page.getByRole('button', { name: '¿No te llegó el correo de activación?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reenviar activación' });
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  const unknown = uniqueEmail('nadie');
  await dialog.getByLabel('Email', { exact: true }).fill(unknown);
  await send.click();
  await expectPopup(page, 'Si la cuenta existe y no está activada, te enviamos otro enlace de activación');
  await confirmPopup(page);
  expect(mailTo(unknown)).toEqual([]);
});

test('new passwords need 8 characters, and every password field can be shown', async ({ page }) => {
  await test.step('register', async () => {
    await page.goto('/registeruser');
    await expectPasswordToggles(page, 2);
    await page.getByLabel('Contraseña', { exact: true }).fill('Corta1!');
    await expect(page.getByText('* La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Larga123!');
    await expect(page.getByText('* La contraseña debe tener al menos 8 caracteres')).toHaveCount(0);
  });

  await test.step('reset', async () => {
    await page.goto('/resetPassword/un-enlace-cualquiera');
    await expectPasswordToggles(page, 2);
    await page.getByLabel('Nueva contraseña').fill('Corta1!');
    await expect(page.getByText('* La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  });

  await test.step('password change in the profile', async () => {
    const account = await createCustomer(page.request, { prefix: 'clave' });
    await signIn(page, account);
    await page.goto('/userpersonalinfo');
    await expectPasswordToggles(page, 3);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Corta1!');
    await expect(page.getByText('* La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  });
});
