import { demo, signIn } from '../support/accounts';
import { productNamed } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { tapZone } from '../support/map';

/** `$ 17.200` as the shop writes whole pesos. */
const pesos = (amount: number) => `$ ${amount.toLocaleString('es-AR')}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());

test.describe('orders that do not come through the web', () => {
  test('a phone order for delivery: the address dictated, its pin on the map, the zone’s fee charged', async ({
    page,
  }, testInfo) => {
    const zones = (await (await page.request.get('/api/delivery/zones')).json()) as {
      features: Array<{ properties: { name: string; fee: number } }>;
    };
    const devoto = zones.features.find((zone) => zone.properties.name === 'Devoto');
    if (!devoto) throw new Error('no Devoto zone');

    const employee = await signIn(page, demo.employee);
    await page.goto('/mostrador');
    const search = page.getByLabel('Buscar producto');
    // Three, so the zone's minimum is reached whatever promotion another test left on.
    for (let i = 0; i < 3; i++) {
      await search.fill('clasica devoto');
      await search.press('Enter');
    }
    await page.getByLabel('Nombre').fill('Rosa Envío');
    await page.getByLabel('Teléfono (opcional)').fill('11 4567-0303');
    const delivery = page.getByTestId('counter-delivery');
    await delivery.getByLabel('Envío a domicilio').check();
    await delivery.getByLabel('Calle y número').fill('Av. Francisco Beiró 5100');
    await delivery.getByLabel('Nota para el repartidor').fill('Portón verde');
    await tapZone(page, page.getByTestId('counter-delivery-map'), 'Devoto');
    await delivery.screenshot({ path: testInfo.outputPath('mostrador-envio-1280.png') });
    await page.getByRole('button', { name: 'Tomar pedido' }).click();

    const result = page.getByRole('status').filter({ hasText: 'tomado' });
    await expect(result).toBeVisible();
    // The zone's fee is a line of the order, charged with the rest.
    await page.goto('/employeependingorders');
    const card = page.locator('article.kitchen-card').filter({ hasText: 'Rosa Envío' }).last();
    await expect(card).toContainText('Av. Francisco Beiró 5100');
    const purchaseId = await card.getAttribute('data-order');
    const order = (await (
      await page.request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': employee.token } })
    ).json()) as { lines: Array<{ title: string; unit_price: number }> };
    expect(order.lines).toContainEqual(
      expect.objectContaining({ title: 'Envío a Devoto', unit_price: devoto.properties.fee }),
    );
    // The customer's ticket for the bag says where it goes and the window promised.
    await card.getByRole('button', { name: 'Imprimir ticket' }).click();
    const ticket = page.locator('.print-root .ticket--customer');
    await expect(ticket).toContainText('ENVÍO · Devoto');
    await expect(ticket).toContainText('Av. Francisco Beiró 5100');
    await expect(ticket.getByTestId('delivery-info')).toContainText(/\d{2}:\d{2}/);
  });

  test('an employee takes a phone order in cash, the kitchen sees the change, it is picked up and paid in one step; the night’s close', async ({
    page,
  }, testInfo) => {
    const burger = await productNamed(page.request, 'Clásica Devoto');
    const total = burger.price * 2;
    const payWith = Math.ceil(total / 10_000) * 10_000 + 10_000;
    const owed = `A cobrar ${pesos(total)} · paga con ${pesos(payWith)} · vuelto ${pesos(payWith - total)}`;

    await signIn(page, demo.employee);
    await page.goto('/employeehome');
    await page.getByRole('link', { name: 'Mostrador' }).click();
    await expect(page.getByRole('heading', { name: 'Mostrador', level: 1 })).toBeVisible();

    // The keyboard alone: type, Enter adds the first match (twice), Tab on to the customer.
    const search = page.getByLabel('Buscar producto');
    await expect(search).toBeFocused();
    for (let i = 0; i < 2; i++) {
      await search.fill('clasica devoto');
      await search.press('Enter');
    }
    await expect(page.getByTestId('counter-cart')).toContainText('Clásica Devoto');
    await expect(page.getByTestId('counter-total')).toHaveText(pesos(total));
    await page.getByLabel('Nombre').fill('Juana Pérez');
    await page.getByLabel('Teléfono (opcional)').fill('11 4567-8901');
    await expect(page.getByLabel('Teléfono', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Efectivo')).toBeChecked();
    await page.getByLabel('Paga con').fill(String(payWith));
    await page.getByLabel('Paga con').press('Enter');

    const result = page.getByRole('status').filter({ hasText: 'tomado' });
    await expect(result).toBeVisible();
    await expect(result.getByTestId('counter-owed')).toHaveText(owed);
    const number = (await result.getByRole('heading').textContent())?.match(/#(\d+)/)?.[1];
    expect(number).toBeTruthy();

    // The kitchen card says what to charge and the change to have ready.
    await page.goto('/employeependingorders');
    const card = page.locator('article.kitchen-card').filter({ hasText: 'Juana Pérez' }).last();
    await expect(card.getByTestId('kitchen-owed')).toHaveText(owed);
    await card.getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(card).toBeHidden();

    // Picked up: Entregado asks whether the cash was taken, and records both.
    await page.goto('/employeeordersready');
    const row = page.locator('tr[data-order]').filter({ hasText: 'Juana Pérez' }).last();
    const purchaseId = await row.getAttribute('data-order');
    await expect(row.getByTestId('ready-owed')).toHaveText(owed);
    await row.getByRole('button', { name: 'Entregado' }).click();
    const ask = page.getByRole('dialog', { name: `¿Cobraste ${pesos(total)}?` });
    await ask.getByRole('button', { name: 'Cobrado y entregado' }).click();
    await expect(ask).toBeHidden();
    await expect(row).toBeHidden();
    const admin = await signIn(page, demo.admin);
    const order = await (
      await page.request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': admin.token } })
    ).json();
    expect(order).toMatchObject({ status: 'Entregado', channel: 'telefono', payment: { status: 'pagado' } });

    // The night's close: the cash expected is counted and the drawer closed once.
    await page.goto('/adminhome');
    await page.getByRole('link', { name: /^Caja/ }).click();
    await expect(page.getByRole('heading', { name: 'Caja del día' })).toBeVisible();
    const cash = await (
      await page.request.get(`/api/admin/cash?day=${today()}`, { headers: { 'auth-token': admin.token } })
    ).json();
    expect(cash.byMethod.efectivo).toBeGreaterThanOrEqual(total);
    await expect(page.getByTestId('cash-expected')).toHaveText(pesos(cash.expected));
    await page.screenshot({ path: testInfo.outputPath('admin-caja.png'), fullPage: true });
    await page.getByLabel('Efectivo contado').fill(String(cash.expected - 100));
    await page.getByLabel('Nota (opcional)').fill('Faltan 100 pesos');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const closed = page.getByTestId('cash-closed');
    await expect(closed).toContainText('Cerrada por Admin Devoto');
    await expect(closed).toContainText('Diferencia: -$ 100');
    await expect(page.getByRole('button', { name: 'Cerrar caja' })).toHaveCount(0);
  });

  test('the counter at a standing tablet and on a wide screen', async ({ page }, testInfo) => {
    await signIn(page, demo.employee);
    for (const size of [
      { width: 800, height: 1280 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/mostrador');
      await page.getByLabel('Buscar producto').fill('papas');
      await page.getByLabel('Buscar producto').press('Enter');
      await expect(page.getByTestId('counter-cart')).toBeVisible();
      await page.getByLabel('Buscar producto').fill('');
      await page.screenshot({ path: testInfo.outputPath(`mostrador-${size.width}.png`) });
    }
  });
});
