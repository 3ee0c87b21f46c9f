import { uniqueEmail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { latestMailTo, mailTo } from '../support/mailbox';
import { expectPopup } from '../support/popups';

test('newsletter: the admin writes the news, sees the preview and every subscriber gets the mail', async ({
  adminPage: page,
}) => {
  const subscriber = uniqueEmail('suscripto');
  const subscribed = await page.request.post('/api/newsletter', { data: { email: subscriber } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  await page.goto('/adminnewsletter');
  const title = page.getByLabel('Título');
  const description = page.getByLabel('Descripción');
  const button = page.getByLabel('Texto del botón');
  const preview = page.getByRole('figure', { name: 'Vista previa del correo' });
  const send = page.getByRole('button', { name: 'Enviar novedades' });

  await test.step('docs/product/admin.md#newsletter defaults, shown in the preview', async () => {
    await expect(title).toHaveValue('Tenemos novedades para vos!');
    await expect(button).toHaveValue('VER MÁS');
    await expect(description).toHaveValue('');
    await expect(preview).toContainText('Tenemos novedades para vos!');
    await expect(preview).toContainText('VER MÁS');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('all three fields are required', async () => {
    await send.click();
    await expect(page.getByText('La descripción es obligatoria')).toBeVisible();
    await title.fill('');
    await expect(page.getByText('El título es obligatorio')).toBeVisible();
    await button.fill('');
    await expect(page.getByText('El texto del botón es obligatorio')).toBeVisible();
  });

  const news = `Llegó la burger de la semana ${Date.now()}`;
  await test.step('the preview follows the form', async () => {
    await title.fill('Nueva burger en Devoto');
    await description.fill(`${news}\nDoble carne, cheddar y panceta.`);
    await button.fill('PEDIR AHORA');
    await expect(preview).toContainText('Nueva burger en Devoto');
    await expect(preview).toContainText(news);
    await expect(preview).toContainText('Doble carne, cheddar y panceta.');
    await expect(preview).toContainText('PEDIR AHORA');
  });

  await test.step('sent after confirming; the subscriber receives it', async () => {
    const before = mailTo(subscriber).length;
    await send.click();
    const question = await expectPopup(page, '¿Enviar las novedades?');
    // The result follows at once in the same popup, so the question's closing is not awaited.
    await question.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectPopup(page, 'Novedades enviadas correctamente!');
    const mail = await latestMailTo(subscriber, { after: before, matching: new RegExp(news) });
    expect(mail.subject).toBe('Nueva burger en Devoto');
    expect(mail.text).toContain('Doble carne, cheddar y panceta.');
    expect(mail.text).toContain('PEDIR AHORA');
    // The form starts over from the defaults for the next issue.
    await expect(title).toHaveValue('Tenemos novedades para vos!');
    await expect(description).toHaveValue('');
  });
});
