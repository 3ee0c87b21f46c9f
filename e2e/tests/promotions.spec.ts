import type { APIRequestContext } from '@playwright/test';
import { storeClock, formatMinutes } from '@burgers/domain/store-hours';
import { demo, loginViaApi } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { productNamed, seedCart } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { confirmPopup, expectPopup } from '../support/popups';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

async function createPromotion(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/api/admin/promotions', { headers: { 'auth-token': token }, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function setWindows(request: APIRequestContext, token: string, windows: unknown[]) {
  const response = await request.put('/api/admin/selling-windows', {
    headers: { 'auth-token': token },
    data: { windows },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.use({ customerNames: { firstName: 'Paula' } });

test('a 2x1 shows in the cart as its own saving and on the receipt, charged as shown', async ({
  customerPage: page,
  request,
}) => {
  const admin = await loginViaApi(request, demo.admin);
  const palta = await productNamed(request, 'Veggie Palta');
  const promotion = await createPromotion(request, admin.token, {
    name: '2x1 en Veggie Palta',
    kind: 'nxm',
    buy: 2,
    pay: 1,
    productIds: [palta.id],
    days: EVERY_DAY,
    from: '00:00',
    to: '24:00',
  });
  try {
    await page.goto('/menu');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Veggie Palta', exact: true }) });
    await expect(card.getByTestId('promo-badge')).toHaveText('2x1 hoy');

    await seedCart(page, [{ name: 'Veggie Palta', quantity: 3 }]);
    await page.goto('/cart');
    const saving = page.getByTestId('cart-saving');
    await expect(saving).toHaveText(`2x1 en Veggie Palta−$ ${palta.price.toLocaleString('es-AR')}`);
    await expect(page.getByTestId('cart-total')).toContainText(`$ ${(palta.price * 2).toLocaleString('es-AR')},00`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Pagar' }).first().click();
    await expect(page.getByTestId('checkout-total')).toContainText(`$ ${(palta.price * 2).toLocaleString('es-AR')},00`);
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
    const discount = page.locator('.purchase-items__discount');
    await expect(discount).toContainText('2x1 en Veggie Palta');
    await expect(discount).toContainText(`$ ${palta.price.toLocaleString('es-AR')},00`);
    await expect(page.getByTestId('purchase-total')).toContainText(`$ ${(palta.price * 2).toLocaleString('es-AR')},00`);
  } finally {
    await request.delete(`/api/admin/promotions/${promotion.id}`, { headers: { 'auth-token': admin.token } });
  }
});

test('a product sold only at lunch is greyed outside its window and offered only slots inside it', async ({
  customerPage: page,
  request,
}) => {
  const admin = await loginViaApi(request, demo.admin);
  const lunch = await productNamed(request, 'Hongos y Provoleta');
  // A "lunch" three to five hours from now, whatever time the test runs: never now, always today or tomorrow.
  const hour = Math.floor(storeClock(new Date()).minutes / 60);
  const from = formatMinutes(((hour + 3) % 24) * 60);
  const to = (hour + 5) % 24 === 0 ? '24:00' : formatMinutes(((hour + 5) % 24) * 60);
  await setWindows(request, admin.token, [{ productId: lunch.id, days: EVERY_DAY, from, to }]);
  try {
    const availability = `Disponible todos los días de ${from} a ${to}`;
    await page.goto(`/detalle/${lunch.id}`);
    await expect(page.getByTestId('product-availability')).toHaveText(availability);

    await seedCart(page, [{ name: 'Hongos y Provoleta', quantity: 1 }]);
    await page.goto('/cart');
    await expect(page.getByTestId('line-availability')).toHaveText(availability);
    // As soon as possible falls outside the window: paying waits for a slot inside it.
    await expect(page.getByRole('button', { name: 'Pagar' }).first()).toBeDisabled();

    const pickup = page.getByTestId('pickup-choice');
    await pickup.getByRole('radio', { name: 'Programar' }).check();
    const slots = page.getByTestId('pickup-slots').getByRole('button');
    await expect(slots.first()).toBeVisible();
    const times = await slots.allTextContents();
    const inside = (time: string) =>
      from < to || to === '24:00' ? time >= from && (to === '24:00' || time < to) : time >= from || time < to;
    expect(times.filter((time) => /^\d\d:\d\d$/.test(time) && !inside(time))).toEqual([]);
    await slots.first().click();
    await expect(page.getByTestId('line-availability')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pagar' }).first()).toBeEnabled();
  } finally {
    await setWindows(request, admin.token, []);
  }
});

test('the admin creates a promotion on /admin/promociones, sees it listed and deletes it', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/promociones');
  const form = page.getByRole('form', { name: 'Nueva promoción' });
  await form.getByLabel('Nombre que ven los clientes').fill('3x2 en Veggie Clásica');
  await form.getByLabel('Llevás').fill('3');
  await form.getByLabel('Pagás').fill('2');
  await form.getByLabel('Veggie Clásica', { exact: true }).check();
  await form.getByLabel('lun', { exact: true }).check();
  await form.getByRole('button', { name: 'Crear promoción' }).click();
  await expectPopup(page, 'Promoción «3x2 en Veggie Clásica» creada');
  await confirmPopup(page);
  const list = page.getByRole('list', { name: 'Promociones' });
  const item = list.getByRole('listitem').filter({ hasText: '3x2 en Veggie Clásica' });
  await expect(item).toContainText('lunes y martes de 00:00 a 24:00');
  await expectNoSeriousA11yViolations(page);

  // A bad window is refused with the server's Spanish message.
  await form.getByLabel('Nombre que ven los clientes').fill('Sin días');
  await form.getByLabel('Veggie Clásica', { exact: true }).check();
  await form.getByLabel('mar', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'El horario no es válido: elegí al menos un día y horas HH:MM de inicio y fin distintas',
  );

  await item.getByRole('button', { name: 'Eliminar' }).click();
  await confirmPopup(page, 'Eliminar');
  await expect(list.getByRole('listitem').filter({ hasText: '3x2 en Veggie Clásica' })).toHaveCount(0);
});
