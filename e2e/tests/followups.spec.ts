import { expect, test } from '../support/fixtures';

const DEFAULTS = { winBackEnabled: true, winBackDays: 45, winBackPercent: 15 };

test('the owner sets Te extrañamos and sees what it brought back on the dashboard', async ({
  adminPage: page,
  adminSession: admin,
}) => {
  await page.goto('/admin/recompensas');
  const card = page.getByRole('form', { name: 'Te extrañamos' });
  await expect(card.getByLabel('Después de (días sin pedir)')).toHaveValue('45');
  await expect(card.getByLabel('Descuento del cupón (%)')).toHaveValue('15');

  await card.getByLabel('Después de (días sin pedir)').fill('3');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Ingresá cuántos días sin pedir esperar antes de enviar “Te extrañamos” (de 7 a 365).',
  );

  try {
    await card.getByLabel('Después de (días sin pedir)').fill('60');
    await card.getByLabel('Descuento del cupón (%)').fill('20');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/admin/loyalty', { headers: { 'auth-token': admin.token } });
        return ((await res.json()) as typeof DEFAULTS).winBackDays;
      })
      .toBe(60);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Te extrañamos' }).getByLabel('Descuento del cupón (%)')).toHaveValue(
      '20',
    );

    await page.goto('/adminhome');
    await expect(page.getByTestId('stat-win-back')).toHaveText(/^\d+ enviados? · \d+ (volvió|volvieron)$/);
  } finally {
    const settings = await page.request.get('/api/admin/loyalty', { headers: { 'auth-token': admin.token } });
    const current = (await settings.json()) as { enabled: boolean; pesosPerPoint: number; expiryMonths: number };
    await page.request.put('/api/admin/loyalty', {
      headers: { 'auth-token': admin.token },
      data: {
        enabled: current.enabled,
        pesosPerPoint: current.pesosPerPoint,
        expiryMonths: current.expiryMonths,
        ...DEFAULTS,
      },
    });
  }
});
