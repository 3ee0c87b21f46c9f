import { demo, loginViaApi, signIn } from '../support/accounts';
import { seedCart } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { tapZone } from '../support/map';
import { confirmPopup, expectPopup } from '../support/popups';

test.use({ customerNames: { firstName: 'Valeria' } });

test('a customer in Devoto orders delivery with a pin, the rider takes it out on a phone, and the tracker follows live', async ({
  customerPage: page,
  browser,
}, testInfo) => {
  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 2 }]);
  await page.goto('/cart');
  const choice = page.getByTestId('delivery-choice');
  await choice.getByRole('radio', { name: 'Envío a domicilio' }).check();
  // Without an address and a pin there is nothing to pay yet.
  await expect(page.getByText('Indicá la dirección de entrega y marcala en el mapa.')).toBeVisible();
  await choice.getByLabel('Calle y número').fill('Av. Francisco Beiró 5100');
  await choice.getByLabel('Nota para el repartidor').fill('Timbre roto, llamar');
  await choice.getByLabel('Teléfono').fill('11 5555-1234');
  const map = page.getByTestId('delivery-map');
  await tapZone(page, map, 'Devoto');
  await expect(map.getByTestId('map-pin')).toBeVisible();
  await expect(page.getByTestId('delivery-terms')).toContainText('Envío a Devoto: $ 1.500,00');
  await expect(choice.getByTestId('delivery-window')).toHaveText(/^Llega entre \d\d:\d\d y \d\d:\d\d$/);
  // Kept for the next order: it is then one of `Mis direcciones`.
  await choice.getByRole('button', { name: 'Guardar esta dirección' }).click();
  await expect(choice.getByRole('combobox', { name: 'Mis direcciones' })).toContainText('Av. Francisco Beiró 5100');
  await page.locator('.cart-summary').screenshot({ path: testInfo.outputPath('cart-delivery.png') });

  await page.getByRole('button', { name: 'Pagar' }).first().click();
  await expect(page).toHaveURL(/\/mercadoPago/);
  await expect(page.getByTestId('checkout-delivery')).toContainText('Envío a Av. Francisco Beiró 5100 (Devoto)');
  await expect(page.getByTestId('checkout-delivery')).toContainText(/Llega entre \d\d:\d\d y \d\d:\d\d/);
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
  const purchaseId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  const tracker = page.getByTestId('order-tracker');
  await expect(tracker).toBeVisible();
  await expect(page.getByTestId('delivery-window')).toHaveText(/^Llega entre /);

  // The kitchen finishes it and gives it to the demo employee, who rides.
  const staff = await loginViaApi(page.request, demo.employee);
  const headers = { 'auth-token': staff.token };
  expect((await page.request.put(`/api/orders/${purchaseId}`, { headers, data: { status: 'Listo' } })).status()).toBe(
    200,
  );
  const assigned = await page.request.put(`/api/orders/${purchaseId}/rider`, { headers, data: { riderId: staff.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const rider = await phone.newPage();
  await signIn(rider, demo.employee);
  await rider.goto('/reparto');
  const card = rider.locator(`[data-order="${purchaseId}"]`);
  await expect(card.getByTestId('rider-address')).toContainText('Av. Francisco Beiró 5100');
  await expect(card.getByText('Timbre roto, llamar')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:1155551234');
  await card.getByRole('button', { name: 'En camino' }).click();
  await expect(card.getByRole('button', { name: 'Entregado' })).toBeVisible();
  await rider.screenshot({ path: testInfo.outputPath('reparto-375.png'), fullPage: true });

  // The customer's page was never reloaded: the stream brings the new state.
  await expect(tracker).toContainText(`En camino con ${demo.employee.firstName}`);
  await card.getByRole('button', { name: 'Entregado' }).click();
  await expect(rider.getByTestId('rider-empty')).toBeVisible();
  await expect(tracker).toContainText('Entregado');
  await phone.close();
});

test('the owner draws a zone on /admin/envios and saves it', async ({ adminPage: page }, testInfo) => {
  await page.goto('/admin/envios');
  const map = page.getByTestId('zones-map');
  await expect(map.getByText('Devoto', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dibujar zona nueva' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  for (const [x, y] of [
    [0.1, 0.1],
    [0.3, 0.1],
    [0.25, 0.3],
  ] as const) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  await expect(page.getByTestId('drawing-corners')).toHaveText('3 esquinas marcadas');
  await page.getByRole('button', { name: 'Cerrar zona' }).click();
  const form = page.getByTestId('zone-form');
  await form.getByLabel('Nombre').fill('Villa Real');
  await form.getByLabel('Costo de envío ($)').fill('3000');
  await form.getByLabel('Pedido mínimo ($)').fill('20000');
  await page.getByRole('button', { name: 'Guardar zonas' }).click();
  await expect(page.getByText('Zonas guardadas.')).toBeVisible();
  await page.getByRole('heading', { name: 'Envíos', exact: true }).scrollIntoViewIfNeeded();
  await page.getByTestId('zones-map').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('admin-envios-1280.png') });
  const zones = (await (await page.request.get('/api/delivery/zones')).json()) as {
    features: Array<{ properties: { name: string; fee: number; minimum: number } }>;
  };
  expect(zones.features.map((feature) => feature.properties)).toContainEqual(
    expect.objectContaining({ name: 'Villa Real', fee: 3000, minimum: 20000 }),
  );
  // Left as the other tests found it.
  const admin = await loginViaApi(page.request, demo.admin);
  const kept = (await (
    await page.request.get('/api/admin/delivery/zones', { headers: { 'auth-token': admin.token } })
  ).json()) as {
    features: Array<{ properties: { name: string } }>;
  };
  const restored = await page.request.put('/api/admin/delivery/zones', {
    headers: { 'auth-token': admin.token },
    data: { ...kept, features: kept.features.filter((feature) => feature.properties.name !== 'Villa Real') },
  });
  expect(restored.status()).toBe(200);
});

test('the owner gives delivery hours of its own and goes back to the store’s', async ({
  adminPage: page,
  adminSession: admin,
}, testInfo) => {
  const deliveryHours = async () => {
    const response = await page.request.get('/api/admin/delivery/settings', { headers: { 'auth-token': admin.token } });
    return ((await response.json()) as { hours: Array<{ day: number }> }).hours;
  };
  const storeHours = ((await (await page.request.get('/api/store')).json()) as { hours: Array<{ day: number }> }).hours;
  await page.goto('/admin/envios');
  const section = page.getByRole('region', { name: 'Horarios de envío' });
  await expect(section).toContainText('Se toman envíos en todo el horario del local.');
  await section.getByLabel('Envíos con horarios propios').check();
  // The editor starts from the store's week: the owner takes one range out and saves.
  await section
    .getByRole('button', { name: /^Quitar / })
    .first()
    .click();
  await section.screenshot({ path: testInfo.outputPath('admin-envios-horarios-1280.png') });
  await section.getByRole('button', { name: 'Guardar horarios de envío' }).click();
  await expectPopup(page, 'Horarios de envío guardados');
  await confirmPopup(page);
  await expect.poll(async () => (await deliveryHours()).length).toBe(storeHours.length - 1);

  await page.reload();
  await expect(section.getByLabel('Envíos con horarios propios')).toBeChecked();
  await section.getByLabel('Envíos con horarios propios').uncheck();
  await expectPopup(page, 'Horarios de envío guardados');
  await confirmPopup(page);
  await expect.poll(deliveryHours).toEqual([]);
  await expect(section).toContainText('Se toman envíos en todo el horario del local.');
});
