import { loginViaUi, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, linkIn, mailTo } from '../support/mailbox';
import { confirmPopup, expectPopup, popup } from '../support/popups';

test('register, activate from the mailed link, then log in', async ({ page }) => {
  const email = uniqueEmail('registro');
  const password = 'Registro1234!';
  await page.goto('/registeruser');
  const submit = page.getByRole('button', { name: 'Registrarse' });
  await expect(submit).toBeDisabled();

  await test.step('each field is checked as the user types (docs/product/accounts.md#registration)', async () => {
    await page.getByLabel('Nombre').fill('R2D2');
    await expect(page.getByText('* Nombre inválido sólo admite letras')).toBeVisible();
    await page.getByLabel('Nombre').fill('');
    await expect(page.getByText('* El nombre es obligatorio')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('no-es-un-mail');
    await expect(page.getByText('*E-mail es invalido')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByLabel('Confirmar contraseña').fill('otra-cosa');
    await expect(page.getByText('* Error al confirmar contraseña')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  await test.step('a valid form registers and is cleared', async () => {
    await page.getByLabel('Nombre').fill('Martina');
    await page.getByLabel('Apellido').fill('Sosa');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectPopup(page, 'Usuario creado exitosamente!');
    await expectPopup(page, 'Revise su correo para activar la cuenta');
    await confirmPopup(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  });

  await test.step('the mailed link activates the account, once', async () => {
    const mail = await latestMailTo(email);
    const link = linkIn(mail, '/activateAcount/');
    await page.goto(link);
    await expectPopup(page, 'Cuenta activada con éxito');
    await confirmPopup(page);
    await expect(page.getByRole('main')).toContainText('Cuenta activada con éxito');
    await page.goto(link);
    await expectPopup(page, 'La cuenta ya fue activada!');
    await confirmPopup(page);
    await expect(page.getByRole('main')).toContainText('La cuenta ya fue activada!');
  });

  await test.step('the new account logs in and shows its name in the bar', async () => {
    await loginViaUi(page, { email, password, firstName: 'Martina', lastName: 'Sosa' });
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Martina')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toHaveCount(0);
  });
});

test('an unknown activation link shows the error', async ({ page }) => {
  await page.goto('/activateAcount/no-existe-este-token');
  await expect(popup(page).locator('.swal2-icon.swal2-error')).toBeVisible();
  await confirmPopup(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
});

test('wrong credentials show the server message and stay on the login page', async ({ page }) => {
  await page.goto('/userlogin');
  const submit = page.getByRole('main').getByRole('button', { name: 'Ingresar', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill('nadie@burgers.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta123!');
  await submit.click();
  await expect(popup(page).locator('.swal2-icon.swal2-error')).toBeVisible();
  await confirmPopup(page);
  await expect(page).toHaveURL(/\/userlogin$/);
  // On the login page its own button is the only 'Ingresar'.
  await expect(page.getByRole('button', { name: 'Ingresar' })).toHaveCount(1);
});

test('password recovery: the mailed link sets a new password', async ({ page, customer: account }) => {
  const before = mailTo(account.email).length;
  await page.goto('/userlogin');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expectPopup(page, 'Mensaje enviado correctamente');
  await expectPopup(page, 'Revise el correo para recuperar su cuenta!');
  await confirmPopup(page);

  const mail = await latestMailTo(account.email, { after: before });
  await page.goto(linkIn(mail, '/resetPassword/'));
  const newPassword = 'NuevaClave987!';
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expectPopup(page, 'Contraseña restablecida!');
  await confirmPopup(page);

  await loginViaUi(page, { ...account, password: newPassword });
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByText(account.firstName),
  ).toBeVisible();
});

test.describe('a customer named Salvador', () => {
  test.use({ customerNames: { firstName: 'Salvador', prefix: 'salir' } });

  test('Salir ends the session on the server too: its token is refused afterwards', async ({
    page,
    request,
    customer: account,
  }) => {
    await loginViaUi(page, account);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: number; token?: string },
    );
    expect(stored.token).toBeTruthy();
    const headers = { 'auth-token': stored.token ?? '' };
    const ordersPath = `/api/users/${stored.id}/orders`;
    expect((await request.get(ordersPath, { headers })).status()).toBe(200);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await page.getByRole('button', { name: 'Salvador' }).click();
    await page.getByRole('button', { name: 'Salir' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await request.get(ordersPath, { headers })).status()).toBe(401);
  });
});
