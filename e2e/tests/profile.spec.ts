import { loginViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { confirmPopup, expectPopup, popup } from '../support/popups';

test.use({ customerNames: { prefix: 'datos' } });

test('personal data: names are saved, the password changes only with the right current one', async ({
  customerPage: page,
  customer: account,
}) => {
  await page.goto('/userprofiledashboard');
  await page
    .getByRole('link', { name: /datos personales/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/userpersonalinfo$/);

  await test.step('empty names are refused', async () => {
    await page.getByLabel('Nombre').fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectPopup(page, 'Los campos no pueden estar vacios!');
    await confirmPopup(page);
  });

  await test.step('new names are saved and shown in the bar', async () => {
    await page.getByLabel('Nombre').fill('Camila');
    await page.getByLabel('Apellido').fill('Benítez');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectPopup(page, 'Exito!');
    await expectPopup(page, 'Se han modificado los datos!');
    await confirmPopup(page);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Camila')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Apellido')).toHaveValue('Benítez');
  });

  await test.step('a mismatched confirmation is refused', async () => {
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave123!');
    await page.getByLabel('Confirmar nueva contraseña').fill('NoCoincide123!');
    await expect(page.getByText('Las contraseñas deben coincidir')).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectPopup(page, 'No se puede cambiar la contraseña');
    await expectPopup(page, 'Por favor complete todos los espacios correctamente');
    await confirmPopup(page);
  });

  await test.step('a wrong current password is refused', async () => {
    await page.getByLabel('Contraseña actual').fill('Equivocada123!');
    await page.getByLabel('Confirmar nueva contraseña').fill('OtraClave123!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectPopup(page, 'La contraseña actual es incorrecta!');
    await confirmPopup(page);
  });

  await test.step('the right current password changes it', async () => {
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave123!');
    await page.getByLabel('Confirmar nueva contraseña').fill('OtraClave123!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectPopup(page, 'Contraseña modificada!');
    await confirmPopup(page);
    const user = await loginViaApi(page.request, { ...account, password: 'OtraClave123!' });
    expect(user.firstName).toBe('Camila');
  });
});

test('a person who goes straight to a field after closing a popup keeps what they type there', async ({
  customerPage: page,
}) => {
  await page.goto('/userpersonalinfo');
  await page.getByLabel('Nombre').fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectPopup(page, 'Los campos no pueden estar vacios!');
  await popup(page).locator('.swal2-confirm').click();
  // On to the field the moment the popup has gone, as a quick person would.
  await page.waitForFunction(() => !document.querySelector('.swal2-container'), null, { polling: 'raf' });
  const lastName = page.getByLabel('Apellido');
  await lastName.fill('');
  // Typed a key at a time over half a second, as a person types: the popup gave the focus back
  // to the save button before the person moved on, and does not take it from the field later.
  await lastName.pressSequentially('Benítez', { delay: 70 });
  await expect(lastName).toHaveValue('Benítez');
  await expect(lastName).toBeFocused();
});
