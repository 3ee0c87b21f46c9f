import type { APIRequestContext } from '@playwright/test';
import { timeAtStore } from '@burgers/domain/pickup-slots';
import { demo, loginViaApi, signIn, type StoredUser } from '../support/accounts';
import { seedCart } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/** Leaves the kitchen as every other test expects it: no busy mode. */
async function setBusy(request: APIRequestContext, staff: StoredUser, minutes: number) {
  const response = await request.put('/api/store/busy', { headers: { 'auth-token': staff.token }, data: { minutes } });
  expect(response.status(), await response.text()).toBe(200);
}

async function asapAt(request: APIRequestContext): Promise<string> {
  const store = (await (await request.get('/api/store')).json()) as { asapAt: string | null };
  expect(store.asapAt, 'the demo shop is open around the clock').not.toBeNull();
  return store.asapAt!;
}

test.use({ customerNames: { firstName: 'Bruno' } });

test("a customer schedules tomorrow's lunch, sees it on the purchase detail, and the kitchen keeps it under Programados", async ({
  customerPage: page,
  browser,
}) => {
  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 2 }]);
  await page.goto('/cart');
  const pickup = page.getByTestId('pickup-choice');
  await expect(pickup.getByRole('heading', { name: 'Retiro' })).toBeVisible();
  await expect(pickup.getByRole('radio', { name: /^Lo antes posible \(aprox\. \d\d:\d\d\)$/ })).toBeChecked();

  await pickup.getByRole('radio', { name: 'Programar' }).check();
  const tomorrow = pickup.getByRole('group', { name: 'Mañana' });
  await expect(pickup.getByRole('group', { name: 'Hoy' }).or(tomorrow).first()).toBeVisible();
  // Without a slot there is nothing to pay yet.
  await expect(page.getByTestId('pickup-hint')).toHaveText('Elegí un horario para retirar tu pedido.');
  await tomorrow.getByRole('button', { name: '12:30', exact: true }).click();
  await expect(tomorrow.getByRole('button', { name: '12:30', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pickup-hint')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pagar' }).first().click();
  await expect(page).toHaveURL(/\/mercadoPago\?retiro=/);
  await expect(page.getByTestId('checkout-pickup')).toHaveText('Programado para mañana 12:30');
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
  await expect(page.getByTestId('pickup-promise')).toHaveText('Programado para mañana 12:30');
  const number = (await page.getByTestId('order-number').textContent()) ?? '';

  await page.goto('/mis-compras');
  await expect(page.getByTestId('my-order').first().getByTestId('pickup-promise')).toHaveText(
    'Programado para mañana 12:30',
  );

  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signIn(kitchen, demo.employee);
  await kitchen.goto('/employeependingorders');
  const scheduled = kitchen.getByTestId('kitchen-scheduled');
  await expect(scheduled.getByRole('heading', { name: /Programados/ })).toBeVisible();
  const row = scheduled.getByTestId('scheduled-order').filter({ hasText: number });
  await expect(row).toContainText('Mañana 12:30');
  await expect(row).toContainText('2 productos');
  // Not a card in the queue: it is cooked tomorrow.
  await expect(kitchen.getByRole('article', { name: new RegExp(`Pedido ${number} de`) })).toHaveCount(0);
  await kitchenContext.close();
});

test('busy mode from the kitchen moves the promise in an open cart, live', async ({
  customerPage: page,
  browser,
  request,
}) => {
  const employee = await loginViaApi(request, demo.employee);
  try {
    await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }]);
    await page.goto('/cart');
    const asap = page.getByTestId('pickup-choice').getByRole('radio', { name: /^Lo antes posible/ });
    await expect(asap).toHaveAccessibleName(
      `Lo antes posible (aprox. ${timeAtStore(new Date(await asapAt(request)))})`,
    );
    await expect(page.getByTestId('busy-notice')).toHaveCount(0);

    const kitchenContext = await browser.newContext();
    const kitchen = await kitchenContext.newPage();
    await signIn(kitchen, demo.employee);
    await kitchen.goto('/employeependingorders');
    const busy = kitchen.getByTestId('busy-mode');
    await expect(busy.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
    await busy.getByRole('button', { name: '+30', exact: true }).click();
    await expect(busy.getByRole('button', { name: '+30', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(kitchen.getByTestId('staff-busy-notice')).toHaveText('Demora: +30 min para los pedidos nuevos');
    // The pause switch sits on the same screen, where the cook works.
    await expect(kitchen.getByRole('switch', { name: 'Pausar pedidos online' })).toBeVisible();

    // No reload: the cart hears of it through the store's live events.
    await expect(page.getByTestId('busy-notice')).toHaveText('Mucha demanda: tu pedido puede demorar un poco más');
    await expect(asap).toHaveAccessibleName(
      `Lo antes posible (aprox. ${timeAtStore(new Date(await asapAt(request)))})`,
    );

    await busy.getByRole('button', { name: 'Normal' }).click();
    await expect(page.getByTestId('busy-notice')).toHaveCount(0);
    await kitchenContext.close();
  } finally {
    await setBusy(request, employee, 0);
  }
});
