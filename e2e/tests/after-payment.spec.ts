import { demo, signIn, submitLoginForm } from '../support/accounts';
import { seedCart } from '../support/catalogue';
import { expect, test, type Page } from '../support/fixtures';
import { uniqueSurname } from '../support/names';
import { buyThroughApi } from '../support/orders';
import { confirmPopup, expectPopup } from '../support/popups';

/** Counts the chimes the kitchen screen plays (each chime starts two tones). */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { tones: number };
    counter.tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counter.tones += 1;
      return start.apply(this, args);
    };
  });
  return async () => page.evaluate(() => (window as unknown as { tones: number }).tones);
}

test.describe('an order of Tomás', () => {
  test.use({
    customerNames: { firstName: 'Tomás' },
    paidOrderContent: { items: [{ name: 'Clásica Devoto', quantity: 2 }], note: 'Sin pepinos' },
  });

  test('the purchase detail turns to Listo para retirar live while the kitchen marks it', async ({
    customerPage: page,
    customer,
    paidOrder: purchaseId,
    browser,
  }) => {
    const surname = customer.lastName;
    await page.goto(`/user/purchaseDetail/${purchaseId}`);
    await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
    await expect(page.getByText('Ya estamos preparando tu pedido')).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/^#\d+$/);
    await expect(page.getByRole('heading', { name: `Pedido ${number}` })).toBeVisible();
    const tracker = page.getByTestId('order-tracker');
    await expect(tracker.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(tracker.getByRole('listitem').nth(1)).toContainText('En preparación');
    await expect(tracker.getByRole('listitem').nth(2)).not.toHaveClass(/is-done/);

    const kitchenContext = await browser.newContext();
    const kitchen = await kitchenContext.newPage();
    await signIn(kitchen, demo.employee);
    await kitchen.goto('/employeependingorders');
    const card = kitchen.getByRole('article', { name: `Pedido ${number} de Tomás ${surname}` });
    await card.getByRole('button', { name: /^Listo/ }).click();
    await kitchen
      .getByRole('dialog', { name: '¿Marcar el pedido como listo?' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(card).toBeHidden();

    // No reload: the customer's stream brings the change within 2 seconds.
    const ready = tracker.getByRole('listitem').nth(2);
    await expect(ready).toHaveAttribute('aria-current', 'step', { timeout: 2_000 });
    await expect(ready).toContainText(/Listo para retirar\s*\d{2}:\d{2} h$/);
    await expect(page.getByRole('heading', { name: '¡Tu pedido está listo!' })).toBeVisible();
    await expect(page.getByText('Ya estamos preparando tu pedido')).toHaveCount(0);
    await kitchenContext.close();

    // The ready list has it, with who marked it and how long it took.
    await signIn(page, demo.employee);
    await page.goto('/employeeordersready');
    const row = page.getByRole('row', { name: new RegExp(`Tomás ${surname}`) });
    await expect(row).toContainText(number);
    await expect(row).toContainText(`${demo.employee.firstName} ${demo.employee.lastName}`);
    await expect(row).toContainText(/\d+ min/);
  });
});

test.describe('an order of Lucía', () => {
  test.use({
    customerNames: { firstName: 'Lucía' },
    paidOrderContent: {
      items: [
        { name: 'Clásica Devoto', quantity: 2 },
        { name: 'Gaseosa Cola', quantity: 1 },
      ],
      note: 'Bien cocida',
    },
  });

  test('a kitchen card shows the number, the lines, the note and a timer to the promised time that changes colour', async ({
    employeePage: page,
    customer,
    customerSession: user,
    paidOrder: purchaseId,
  }) => {
    const surname = customer.lastName;
    const number = (await (
      await page.request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': user.token } })
    ).json()) as {
      number: number;
    };

    await page.clock.install();
    await page.goto('/employeependingorders');
    const card = page.getByRole('article', { name: `Pedido #${number.number} de Lucía ${surname}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).toContainText(`#${number.number}`);
    await expect(card).toContainText('2 × Clásica Devoto');
    await expect(card).toContainText('1 × Gaseosa Cola');
    await expect(card).toContainText('Bien cocida');
    await expect(card).not.toContainText('$');
    // The timer counts to the time promised at checkout: amber 5 minutes before it, red once it passes.
    const { promisedAt } = (await (
      await page.request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': user.token } })
    ).json()) as {
      promisedAt: string;
    };
    const timer = card.getByTestId('kitchen-timer');
    await expect(timer).toContainText(/^Faltan \d+ minutos? para las \d\d:\d\d, la hora prometidaen \d+ min$/);
    await expect(card.getByTestId('kitchen-promise')).toHaveText(/^Retira \d\d:\d\d$/);
    await expect(card).toHaveClass(/kitchen-card--ok/);

    const untilWarning = new Date(promisedAt).getTime() - Date.now() - 4 * 60_000;
    await page.clock.fastForward(Math.max(0, untilWarning));
    await expect(card).toHaveClass(/kitchen-card--late/);
    await page.clock.fastForward('05:00');
    await expect(timer).toContainText(/^Atrasado \d+ minutos?: se prometió para las \d\d:\d\d\+\d+ min$/);
    await expect(card).toHaveClass(/kitchen-card--overdue/);
  });
});

test('the Sonido switch rings for new live orders, flashes them and is remembered', async ({
  employeePage: page,
  customerSession: user,
}) => {
  const tones = await countChimes(page);
  await page.goto('/employeependingorders');
  await expect(page.getByText('En vivo')).toBeVisible();
  const sound = page.getByRole('switch', { name: 'Sonido' });
  await expect(sound).not.toBeChecked();

  // Off: a new order flashes but stays silent.
  const quiet = await buyThroughApi(page.request, user, [{ name: 'Papas Clásicas', quantity: 1 }]);
  await expect(page.locator(`article[data-order="${quiet}"]`)).toHaveClass(/kitchen-card--fresh/);
  expect(await tones()).toBe(0);

  // Turning it on is the gesture browsers ask for; it plays the chime once so the cook hears it.
  await sound.check();
  await expect.poll(tones).toBe(2);
  const loud = await buyThroughApi(page.request, user, [{ name: 'Papas Clásicas', quantity: 1 }]);
  await expect(page.locator(`article[data-order="${loud}"]`)).toHaveClass(/kitchen-card--fresh/);
  await expect.poll(tones).toBe(4);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sonido' })).toBeChecked();
  await page.getByRole('switch', { name: 'Sonido' }).uncheck();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sonido' })).not.toBeChecked();
});

test('a visitor pressing Pagar logs in and comes back to the cart', async ({ page, customer }) => {
  await page.goto('/api/health');
  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expectPopup(page, 'Primero debes iniciar sesión!');
  await confirmPopup(page, 'Iniciar sesión');
  await expect(page).toHaveURL(/\/userlogin\?redirectTo=%2Fcart$/);
  await submitLoginForm(page, customer);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Productos del carrito' })).toContainText('Clásica Devoto');
});

test('the product toast does not dim the page, closes by itself and links to the cart', async ({ page }) => {
  await page.clock.install();
  await page.goto('/menu');
  const add = page.getByRole('button', { name: /^Agregar .* al carrito$/ }).first();
  await expect(add).toBeVisible();
  // The page's clock stands still, so the 0.8 s toast waits for the assertions.
  await page.clock.pauseAt(Date.now() + 60_000);
  await add.click();
  const toast = await expectPopup(page, 'Producto agregado exitosamente');
  // Nothing is laid over the page: its container is see-through.
  await expect(page.locator('.swal2-container')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(toast.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toBeHidden();

  await add.click();
  await (await expectPopup(page, 'Producto agregado exitosamente')).getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('Mis compras lists the orders and Repetir pedido refills the cart, skipping what is no longer sold', async ({
  customerPage: page,
  customerSession: user,
  adminSession: admin,
}) => {
  const name = `Burger efímera ${uniqueSurname()}`;
  const created = await page.request.post('/api/burgers', {
    headers: { 'auth-token': admin.token },
    data: { name, price: 6100, isVeggie: false, ingredients: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await buyThroughApi(page.request, user, [
    { name: 'Gaseosa Cola', quantity: 2 },
    { name, quantity: 1 },
  ]);
  const removed = await page.request.delete(`/api/burgers/${id}`, { headers: { 'auth-token': admin.token } });
  expect(removed.ok(), await removed.text()).toBe(true);

  await page.goto('/');
  await page.locator('#user-menu').click();
  await page.getByRole('link', { name: 'Mis compras' }).click();
  await expect(page).toHaveURL(/\/mis-compras$/);
  const order = page.getByTestId('my-order').first();
  await expect(order).toContainText(/#\d+/);
  await expect(order).toContainText('Pendiente');
  await expect(order).toContainText('2 × Gaseosa Cola');
  await expect(order).toContainText(/Total \$ [\d.]+,\d{2}/);

  await order.getByRole('button', { name: 'Repetir pedido' }).click();
  await expectPopup(page, `Ya no tenemos: ${name}.`);
  await confirmPopup(page);
  await expect(page).toHaveURL(/\/cart$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('carrito') ?? '[]') as Array<{ name: string; cantidad: number }>,
  );
  expect(stored.map((line) => [line.name, line.cantidad])).toEqual([['Gaseosa Cola', 2]]);
});
