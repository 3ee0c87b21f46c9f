import type { APIRequestContext, Browser } from '@playwright/test';
import { formatPrice } from '@burgers/domain/pricing';
import { createCustomer, signIn, type StoredUser } from '../support/accounts';
import { productNamed, seedCart } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { buyThroughApi } from '../support/orders';

const PAUSED_TEXT = 'En este momento no estamos tomando pedidos online. Probá de nuevo en un rato.';

/** Leaves the shop as every other test expects it: taking orders, everything in stock. */
async function setPaused(request: APIRequestContext, staff: StoredUser, paused: boolean) {
  const response = await request.put('/api/store/paused', { headers: { 'auth-token': staff.token }, data: { paused } });
  expect(response.status(), await response.text()).toBe(200);
}

async function setInStock(request: APIRequestContext, staff: StoredUser, id: number, inStock: boolean) {
  const response = await request.put(`/api/products/${id}/stock`, {
    headers: { 'auth-token': staff.token },
    data: { inStock },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function customerCart(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await createCustomer(page.request);
  await signIn(page, customer);
  await seedCart(page, [{ name: 'Clásica Devoto', quantity: 1 }]);
  await page.goto('/cart');
  return { context, page };
}

test('pausing orders from the kitchen shows the message in a customer cart, with Pagar disabled, until resumed', async ({
  employeePage: page,
  employeeSession: employee,
  browser,
}) => {
  try {
    await page.goto('/employeehome');
    const pause = page.getByRole('switch', { name: 'Pausar pedidos online' });
    await expect(pause).not.toBeChecked();
    await pause.check();
    await expect(page.getByTestId('pause-state')).toContainText('Pedidos online en pausa');
    await expect(page.getByTestId('staff-paused-notice')).toHaveText('Pedidos online en pausa');

    const customer = await customerCart(browser);
    await expect(customer.page.getByTestId('store-blocked')).toHaveText(PAUSED_TEXT);
    await expect(customer.page.getByRole('button', { name: 'Pagar' })).toBeDisabled();

    await pause.uncheck();
    await expect(page.getByTestId('staff-paused-notice')).toHaveCount(0);
    await customer.page.reload();
    await expect(customer.page.getByRole('button', { name: 'Pagar' })).toBeEnabled();
    await expect(customer.page.getByTestId('store-blocked')).toHaveCount(0);
    await customer.context.close();
  } finally {
    await setPaused(page.request, employee, false);
  }
});

test('the admin dashboard counts a sandbox order paid today', async ({
  adminPage: page,
  adminSession: admin,
  customerSession: customer,
  request,
}) => {
  const before = (await (await request.get('/api/admin/stats', { headers: { 'auth-token': admin.token } })).json()) as {
    today: { orders: number; revenue: number };
    waitingNow: number;
  };
  const classic = await productNamed(request, 'Clásica Devoto');
  await buyThroughApi(request, customer, [{ name: 'Clásica Devoto', quantity: 2 }]);

  await page.goto('/adminhome');
  const orders = before.today.orders + 1;
  const revenue = before.today.revenue + classic.price * 2;
  await expect(page.getByTestId('stat-orders')).toHaveText(String(orders));
  await expect(page.getByTestId('stat-revenue')).toHaveText(formatPrice(revenue));
  await expect(page.getByTestId('stat-ticket')).toHaveText(formatPrice(Math.round((revenue / orders) * 100) / 100));
  await expect(page.getByTestId('stat-waiting')).toHaveText(String(before.waitingNow + 1));
  await expect(page.getByTestId('top-products')).toContainText('Clásica Devoto');
  // The chart's figures are also a table for screen readers.
  await page.getByText('Ver los datos como tabla').click();
  const todayRow = page
    .getByRole('table', { name: 'Pedidos y ventas por día, últimos 14 días' })
    .getByRole('row')
    .last();
  await expect(todayRow).toContainText(String(orders));
  await expect(todayRow).toContainText(formatPrice(revenue));
  // The 14 days by channel and payment method: the web order paid by MercadoPago is among them.
  await expect(page.getByTestId('stats-by-channel').getByRole('row', { name: /^Web/ })).toBeVisible();
  await expect(page.getByTestId('stats-by-method').getByRole('row', { name: /^MercadoPago/ })).toBeVisible();
});

test('the contact inbox lists a new message unread and marks it read when opened', async ({ adminPage: page }) => {
  const subject = 'Felicitaciones';
  const name = `Lucía${Date.now().toString(36).replace(/\d/g, '')}`;
  const sent = await page.request.post('/api/contact', {
    data: {
      user_name: name,
      user_surname: 'Fernández',
      email: 'lucia@example.com',
      telephone: '1155554444',
      subject: 3,
      message: '¡La mejor burger del barrio!',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/adminhome');
  const unreadLink = page.getByTestId('unread-link');
  await expect(unreadLink).toContainText(/\d+ sin leer/);
  const unreadBefore = Number((await unreadLink.textContent())?.match(/(\d+) sin leer/)?.[1]);
  await unreadLink.click();
  await expect(page).toHaveURL(/\/admin\/mensajes$/);

  const item = page.getByTestId('inbox-item').filter({ hasText: name });
  await expect(item).toHaveClass(/inbox-item--unread/);
  await expect(item).toContainText(subject);
  await item.getByText(subject).click();
  await expect(item.getByText('¡La mejor burger del barrio!')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Responder' })).toHaveAttribute('href', /^mailto:lucia@example\.com/);
  await expect(item).not.toHaveClass(/inbox-item--unread/);

  await page.goto('/adminhome');
  await expect(page.getByTestId('unread-link')).toContainText(`${unreadBefore - 1} sin leer`);
});

test('a product marked Sin stock from the admin list stays on the menu greyed and cannot be added', async ({
  adminPage: page,
  adminSession: admin,
}) => {
  const product = await productNamed(page.request, 'Veggie Palta');
  try {
    await page.goto('/adminproducts');
    await page.getByRole('button', { name: 'Tabla' }).click();
    await page.getByRole('searchbox').fill('Veggie Palta');
    const toggle = page.getByRole('switch', { name: 'Veggie Palta: sin stock' });
    await toggle.check();
    await expect(toggle).toBeChecked();

    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('Veggie Palta');
    const card = page.locator('.product-card').filter({ hasText: 'Veggie Palta' });
    await expect(card).toHaveClass(/product-card--out-of-stock/);
    await expect(card.getByText('Sin stock')).toBeVisible();
    await expect(card.getByRole('button', { name: /Agregar Veggie Palta/ })).toHaveCount(0);
  } finally {
    await setInStock(page.request, admin, product.id, true);
  }
});
