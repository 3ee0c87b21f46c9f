import { demo, signIn, type StoredUser } from '../support/accounts';
import { productNamed } from '../support/catalogue';
import { expect, test, type Page } from '../support/fixtures';
import { confirmPopup, expectPopup } from '../support/popups';

/** `$ 17.200` as the shop writes whole pesos. */
const pesos = (amount: number) => `$ ${amount.toLocaleString('es-AR')}`;
const storeDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(at);

/** A cash order taken through the API, as /mostrador sends it. */
async function takeCashOrder(
  page: Page,
  staff: StoredUser,
  customer: { name: string; phone?: string },
  product = 'Clásica Devoto',
) {
  const burger = await productNamed(page.request, product);
  const response = await page.request.post('/api/staff/orders', {
    headers: { 'auth-token': staff.token },
    data: { customer, channel: 'telefono', cart: [{ id: burger.id, cantidad: 2 }], payment: { method: 'efectivo' } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { purchaseId: string; number: number; promisedAt: string };
}

test.describe('the counter’s QR, the cash desk for employees and No retirado', () => {
  test('an earlier order of a known customer is repeated with Repetir pedido', async ({ page }) => {
    const employee = await signIn(page, demo.employee);
    // Martín ordered Veggie Palta, then Bacon Lovers: the counter offers the last and the one before.
    await takeCashOrder(page, employee, { name: 'Martín Repite', phone: '11 5555-0202' }, 'Veggie Palta');
    await takeCashOrder(page, employee, { name: 'Martín Repite', phone: '11 5555-0202' }, 'Bacon Lovers');

    await page.goto('/mostrador');
    await page.getByLabel('Teléfono (opcional)').fill('11 5555-0202');
    await page.getByLabel('Teléfono (opcional)').press('Tab');
    const earlier = page.getByTestId('earlier-orders');
    await earlier.getByRole('button', { name: 'Repetir pedido' }).first().click();
    await expect(page.getByTestId('counter-cart')).toContainText('Veggie Palta');
    await expect(page.getByTestId('counter-cart')).not.toContainText('Bacon Lovers');
    await expect(page.getByLabel('Nombre')).toHaveValue('Martín Repite');
  });

  test('a known customer’s last order is repeated and paid by QR at the counter, Simular pago standing in for the phone', async ({
    page,
  }, testInfo) => {
    const employee = await signIn(page, demo.employee);
    // Lucía ordered two Clásica Devoto by phone before.
    await takeCashOrder(page, employee, { name: 'Lucía QR', phone: '11 5555-0101' });

    await page.setViewportSize({ width: 800, height: 1280 });
    await page.goto('/mostrador');
    await page.getByLabel('Teléfono (opcional)').fill('11 5555-0101');
    await page.getByLabel('Teléfono (opcional)').press('Tab');
    const offer = page.getByTestId('last-order');
    await expect(offer).toContainText('Lucía QR: último pedido');
    await page.screenshot({ path: testInfo.outputPath('mostrador-repetir-800.png') });
    await offer.getByRole('button', { name: 'Repetir último pedido' }).click();
    await expect(page.getByTestId('counter-cart')).toContainText('Clásica Devoto');
    await expect(page.getByTestId('counter-cart').getByText('2', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue('Lucía QR');

    await page.getByText('QR', { exact: true }).click();
    await page.getByRole('button', { name: 'Tomar pedido' }).click();
    const result = page.getByRole('status').filter({ hasText: 'tomado' });
    const qr = result.getByRole('img', { name: 'QR de MercadoPago para pagar el pedido' });
    await expect(qr).toBeVisible();
    await expect(result).toContainText('Esperando el pago…');
    await page.screenshot({ path: testInfo.outputPath('mostrador-qr-800.png') });
    await result.getByRole('button', { name: 'Simular pago' }).click();
    const paid = result.getByTestId('counter-qr-paid');
    await expect(paid).toContainText(/Pagado: pedido #\d+ a la cocina/);
    const number = (await paid.textContent())?.match(/#(\d+)/)?.[1];

    // The kitchen has it, paid by QR.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/employeependingorders');
    await expect(page.locator('article.kitchen-card').filter({ hasText: `#${number}` })).toContainText('Lucía QR');
  });

  test('the owner lets employees into the cash desk; an employee sets the float and closes a night', async ({
    page,
  }, testInfo) => {
    const admin = await signIn(page, demo.admin);
    await page.goto('/admin/caja');
    await page.getByLabel('Los empleados pueden ver y cerrar la caja').check();
    await page.getByLabel('Fondo inicial por defecto').fill('5000');
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('Configuración guardada')).toBeVisible();
    await expect(page.getByTestId('cash-float')).toHaveText(pesos(5000));
    await page.screenshot({ path: testInfo.outputPath('admin-caja-dueno.png'), fullPage: true });

    try {
      const employee = await signIn(page, demo.employee);
      await page.goto('/employeehome');
      await page.getByRole('link', { name: 'Caja', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Caja del día' })).toBeVisible();
      // The staff bar stays: the owner's links are not the employee's.
      await expect(page.getByRole('link', { name: 'Productos' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Guardar configuración' })).toHaveCount(0);

      // Last night's drawer: its own float, then the count.
      const yesterday = storeDay(new Date(Date.now() - 86_400_000));
      await page.getByLabel('Día', { exact: true }).fill(yesterday);
      await page.getByLabel('Fondo inicial de este día').fill('2000');
      await page.getByRole('button', { name: 'Guardar fondo' }).click();
      await expect(page.getByTestId('cash-float')).toHaveText(pesos(2000));
      const cash = await (
        await page.request.get(`/api/admin/cash?day=${yesterday}`, { headers: { 'auth-token': employee.token } })
      ).json();
      expect(cash.expected).toBe(2000 + cash.cashIn - cash.cashOut);
      await expect(page.getByTestId('cash-expected')).toHaveText(pesos(cash.expected));
      await page.screenshot({ path: testInfo.outputPath('admin-caja-empleado.png'), fullPage: true });
      await page.getByLabel('Efectivo contado').fill(String(cash.expected));
      await page.getByRole('button', { name: 'Cerrar caja' }).click();
      const closed = page.getByTestId('cash-closed');
      await expect(closed).toContainText('Cerrada por Martín Gómez');
      await expect(closed).toContainText('Diferencia: $ 0');
    } finally {
      // The drawer goes back to the owner alone, as the other specs expect it.
      const reset = await page.request.put('/api/admin/cash/settings', {
        headers: { 'auth-token': admin.token },
        data: { cashDeskForEmployees: false, openingFloat: 0 },
      });
      expect(reset.status()).toBe(200);
    }
  });

  test('No retirado shows only an hour past the promise, asks first, and the server’s clock decides', async ({
    page,
  }) => {
    const admin = await signIn(page, demo.admin);
    const order = await takeCashOrder(page, admin, { name: 'Nadia Noviene' });
    const ready = await page.request.put(`/api/orders/${order.purchaseId}`, {
      headers: { 'auth-token': admin.token },
      data: { status: 'Listo' },
    });
    expect(ready.status()).toBe(200);
    const open = async () => {
      await page.goto('/admin/pedidos');
      await page.getByLabel('Buscar', { exact: true }).fill(`#${order.number}`);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page
        .locator(`tr[data-order="${order.purchaseId}"]`)
        .getByRole('button', { name: `Abrir el pedido #${order.number}` })
        .click();
      return page.getByRole('dialog', { name: new RegExp(`Pedido #${order.number}`) });
    };

    // Ready, but not an hour past its promise yet.
    const now = await open();
    await expect(now.getByRole('button', { name: 'Entregado' })).toBeVisible();
    await expect(now.getByRole('button', { name: 'No retirado' })).toHaveCount(0);

    // The screen an hour and a minute past the promise: the button is offered and asks first.
    await page.clock.install({ time: new Date(Date.parse(order.promisedAt) + 61 * 60_000) });
    const later = await open();
    await later.getByRole('button', { name: 'No retirado' }).click();
    await expectPopup(page, `¿Marcar el pedido #${order.number} como No retirado?`);
    await confirmPopup(page, 'No retirado');
    // The server keeps its own time (not an hour yet): it refuses, and the desk says why.
    await expect(later).toContainText('Todavía no pasó una hora desde el horario prometido.');
    const after = await (
      await page.request.get(`/api/orders/${order.purchaseId}`, { headers: { 'auth-token': admin.token } })
    ).json();
    expect(after).toMatchObject({ status: 'Listo', noShowAt: null });
  });
});
