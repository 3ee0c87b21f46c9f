import { uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, mailTo } from '../support/mailbox';
import { confirmPopup, expectPopup, popup } from '../support/popups';

test('contact: every field is checked on change, send stays disabled until all is right', async ({ page }) => {
  await page.goto('/contacto');
  const send = page.getByRole('button', { name: 'Enviar', exact: true });
  const name = page.getByLabel('Nombre');
  const surname = page.getByLabel('Apellido');
  const email = page.getByLabel('Email', { exact: true });
  const phone = page.getByLabel('Celular');
  const message = page.getByLabel('Mensaje');
  await expect(send).toBeDisabled();

  await test.step('the docs/product/messages.md#contact-form messages', async () => {
    await name.fill('Juan123');
    await expect(page.getByText('Nombre inválido sólo admite letras')).toBeVisible();
    await name.fill('');
    await expect(page.getByText('*El nombre es obligatorio')).toBeVisible();
    // With other errors standing and no subject chosen, the subject asks for one.
    await expect(page.getByText('Por favor seleccione una opción')).toBeVisible();
    await surname.fill('P3rez');
    await expect(page.getByText('Apellido inválido')).toBeVisible();
    await surname.fill('');
    await expect(page.getByText('*El apellido es obligatorio')).toBeVisible();
    await email.fill('juan@');
    await expect(page.getByText('Este email es inválido')).toBeVisible();
    await email.fill('');
    await expect(page.getByText('*El Email es obligatorio')).toBeVisible();
    await phone.fill('12345');
    await expect(page.getByText('Escribe un número válido')).toBeVisible();
    await phone.fill('11abc45678');
    await expect(page.getByText('Escribe un número válido')).toBeVisible();
    await phone.fill('');
    await expect(page.getByText('* El celular es obligatorio')).toBeVisible();
    await message.fill('x');
    await message.fill('');
    await expect(page.getByText('Por favor escribe el motivo de tu consulta')).toBeVisible();
    await expect(send).toBeDisabled();
  });

  const from = uniqueEmail('contacto');
  await test.step('a valid enquiry is sent, mailed to the store and the form cleared', async () => {
    const before = mailTo('contacto@burgers.test').length;
    await name.fill("María José D'Angelo");
    await surname.fill('Pérez-Núñez');
    await email.fill(from);
    await phone.fill('1145678901');
    await message.fill('Quisiera saber si hacen envíos a Villa del Parque.');
    await expect(send).toBeDisabled();
    await page.getByLabel('Asunto').selectOption({ label: 'Consulta General' });
    await expect(send).toBeEnabled();
    await send.click();
    await expectPopup(page, 'Mensaje enviado con éxito');
    await expect(name).toHaveValue('');
    const mail = await latestMailTo('contacto@burgers.test', { after: before, matching: /Villa del Parque/ });
    expect(mail.text).toContain(from);
  });
});

test('newsletter: validation, subscription, and a second try of the same address', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('Correo para el newsletter');
  const subscribe = page.getByRole('button', { name: 'Suscribirme' });
  await expect(subscribe).toBeDisabled();

  await field.fill('vecino@');
  await expect(page.getByText('* Dirección de email inválida!')).toBeVisible();
  await expect(subscribe).toBeDisabled();
  await field.fill('');
  await expect(page.getByText('* El email es obligatorio!')).toBeVisible();
  await expect(subscribe).toBeDisabled();

  const address = uniqueEmail('novedades');
  await field.fill(address);
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expectPopup(page, 'Suscripción Exitosa');
  await expectPopup(page, 'A partir de ahora recibirás todas nuestras novedades');
  await confirmPopup(page);
  await expect(field).toHaveValue('');

  await field.fill(address);
  await subscribe.click();
  await expectPopup(page, 'El email ya está suscripto!');
  // docs/product/messages.md#newsletter-subscription: a warning with no title for this case.
  await expect(popup(page).locator('.swal2-icon.swal2-warning')).toBeVisible();
  await expect(popup(page).locator('.swal2-title')).toBeHidden();
  await confirmPopup(page);
});
