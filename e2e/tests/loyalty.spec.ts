import { seedCart } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { uniqueSurname } from '../support/names';

test.use({ customerNames: { firstName: 'Sofía' } });

test('a regular redeems a reward at checkout and sees her points', async ({
  customerPage: page,
  customerSession: user,
  adminSession: admin,
}, testInfo) => {
  const rewardName = `$ 500 de descuento ${uniqueSurname()}`;
  const created = await page.request.post('/api/admin/rewards', {
    headers: { 'auth-token': admin.token },
    data: { name: rewardName, points: 40, amount: 500 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const given = await page.request.post(`/api/admin/users/${user.id}/points`, {
    headers: { 'auth-token': admin.token },
    data: { points: 100, reason: 'Bienvenida' },
  });
  expect(given.status(), await given.text()).toBe(200);

  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }]);
  await page.goto('/cart');
  await page.getByLabel(/Canjeá tus puntos \(tenés 100\)/).selectOption({ label: `${rewardName} (40 puntos)` });
  await expect(page.getByText(rewardName, { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$ 7.000,00');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/mercadoPago/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$ 7.000,00');
  // A reload of the payment page keeps the reward chosen in the cart.
  await page.reload();
  await expect(page.getByTestId('checkout-total')).toHaveText('$ 7.000,00');
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  // The next order starts without a reward.
  const kept = await page.evaluate(() => sessionStorage.getItem('recompensa'));
  expect(JSON.parse(kept ?? '{}')).toMatchObject({ state: { rewardId: null } });

  await page.goto('/mis-puntos');
  await expect(page.getByRole('heading', { name: 'Mis puntos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('60 puntos');
  await expect(page.getByTestId('points-entry').first()).toContainText('Canjeaste');
  await expect(page.getByTestId('points-entry').first()).toContainText('-40 puntos');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('mis-puntos-375.png'), fullPage: true });
});

test('orders the usual again with one tap', async ({ customerPage: page, paidOrder: purchaseId }) => {
  await page.goto(`/user/purchaseDetail/${purchaseId}`);
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await page.getByRole('button', { name: 'Repetir pedido' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('carrito') ?? '[]') as Array<{ name: string; cantidad: number }>,
  );
  expect(stored.map((line) => [line.name, line.cantidad])).toEqual([['Clásica Devoto', 1]]);
});

test('the owner sees the rewards admin', async ({ adminPage: page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/recompensas');
  await expect(page.getByRole('heading', { name: 'Recompensas', level: 1 })).toBeVisible();
  await expect(page.getByLabel('1 punto cada ($)')).toHaveValue('100');
  await page.screenshot({ path: testInfo.outputPath('admin-recompensas-1280.png'), fullPage: true });
});
