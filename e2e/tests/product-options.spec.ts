import type { Product } from '@burgers/domain/types';
import { demo, loginViaApi, signIn } from '../support/accounts';
import { productNamed } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { latestMailTo } from '../support/mailbox';

/** Issue 18: options and a note chosen on the detail, all the way to the kitchen and the receipt. */
test('a Clásica bien cocida, sin cebolla, with extra cheddar and a note reaches the cart, the kitchen and the receipt', async ({
  customerPage: page,
  customer,
  browser,
}) => {
  const clasica = await productNamed(page.request, 'Clásica Devoto');

  await test.step('the detail shows each group, its rule and prices, and the running price', async () => {
    await page.goto(`/detalle/${clasica.id}`);
    const punto = page.getByRole('group', { name: /Punto de la carne/ });
    await expect(punto).toContainText('Obligatorio');
    await expect(punto.getByRole('radio', { name: 'A punto' })).toBeChecked();
    await expect(page.getByRole('group', { name: /Sacale/ })).toContainText('Opcional · hasta 4');
    const agregale = page.getByRole('group', { name: /Agregale/ });
    await expect(agregale).toContainText('Queso cheddar+ $ 900');
    await expect(page.getByTestId('running-price')).toHaveText('$ 7.500');

    await punto.getByRole('radio', { name: 'Bien cocida' }).check();
    await page.getByRole('checkbox', { name: 'Sin cebolla' }).check();
    await agregale.getByRole('checkbox', { name: /Queso cheddar/ }).check();
    await expect(page.getByTestId('running-price')).toHaveText('$ 8.400');
    await page.getByLabel('Aclaraciones').fill('bien cortada al medio');
    await page.getByRole('button', { name: 'Agregar al carrito Clásica Devoto al carrito' }).click();
  });

  await test.step('the cart shows the options under the line, the note, and the price with them', async () => {
    await page.goto('/cart');
    const line = page.locator('.cart-line').filter({ hasText: 'Clásica Devoto' });
    await expect(line).toContainText('Bien cocida · Sin cebolla · Queso cheddar + $ 900 · Pan de papa');
    await expect(line.locator('em')).toHaveText('bien cortada al medio');
    await expect(line).toContainText('$ 8.400 c/u');
  });

  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signIn(kitchen, demo.employee);

  await test.step('paying sends it to the kitchen, whose card shouts the removal and shows the note', async () => {
    await page.goto('/mercadoPago');
    await expect(page.getByText('Bien cocida · Sin cebolla · Queso cheddar + $ 900 · Pan de papa')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('$ 8.400,00');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page).toHaveURL(/\/user\/purchaseDetail\/[^/]+$/);
    await expect(page.getByText('Bien cocida · Sin cebolla · Queso cheddar + $ 900 · Pan de papa')).toBeVisible();
    await expect(page.getByTestId('purchase-total')).toHaveText('$ 8.400,00');

    await kitchen.goto('/employeependingorders');
    const card = kitchen.getByRole('article', { name: new RegExp(customer.lastName) });
    await expect(card).toContainText('1 × Clásica Devoto');
    await expect(card.locator('strong', { hasText: 'SIN CEBOLLA' })).toBeVisible();
    await expect(card).toContainText('Bien cocida');
    await expect(card.locator('em')).toHaveText('bien cortada al medio');
  });
  await kitchenContext.close();

  await test.step('the receipt mail lists the options and the note', async () => {
    const mail = await latestMailTo(customer.email, { matching: /Recibimos tu pedido/ });
    expect(mail.text).toContain('Bien cocida · Sin cebolla · Queso cheddar + $ 900 · Pan de papa');
    expect(mail.text).toContain('bien cortada al medio');
  });
});

test("a choice made before the detail's code has arrived is not lost: the choices wait for it", async ({ page }) => {
  const clasica = await productNamed(page.request, 'Clásica Devoto');
  // Every script is held back: the visitor sees the server's page and acts on it at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/detalle/${clasica.id}`, { waitUntil: 'commit' });
  const punto = page.getByRole('group', { name: /Punto de la carne/ });
  const bienCocida = punto.getByRole('radio', { name: 'Bien cocida' });
  const note = page.getByLabel('Aclaraciones');
  await expect(bienCocida).toBeVisible();
  await bienCocida.click({ force: true });
  await note.click({ force: true });
  await page.keyboard.type('sin sal');
  await expect(bienCocida).not.toBeChecked();
  await expect(punto.getByRole('radio', { name: 'A punto' })).toBeChecked();
  await expect(note).toHaveValue('');

  release();
  await bienCocida.check();
  await note.fill('sin sal');
  await page.getByRole('button', { name: 'Agregar al carrito Clásica Devoto al carrito' }).click();
  await page.goto('/cart');
  const line = page.locator('.cart-line').filter({ hasText: 'Clásica Devoto' });
  await expect(line).toContainText('Bien cocida');
  await expect(line.locator('em')).toHaveText('sin sal');
});

test('the add button waits for a required choice, and sold-out options cannot be chosen', async ({
  page,
  adminSession,
}) => {
  const headers = { 'auth-token': adminSession.token };
  const created = await page.request.post('/api/fries', {
    headers,
    data: {
      name: `Papas para probar ${Date.now()}`,
      price: 3000,
      tags: ['sinTacc'],
      allergens: ['leche'],
      optionGroups: [
        {
          name: 'Elegí tu salsa',
          min: 1,
          max: 1,
          options: [
            { name: 'Alioli', price: 300 },
            { name: 'Barbacoa', price: 0 },
            { name: 'Cheddar fundido', price: 800 },
          ],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as Product;
  const cheddar = product.optionGroups[0]!.options[2]!;
  const employee = await loginViaApi(page.request, demo.employee);
  const marked = await page.request.put(`/api/options/${cheddar.id}/stock`, {
    headers: { 'auth-token': employee.token },
    data: { inStock: false },
  });
  expect(marked.status()).toBe(200);

  await page.goto(`/detalle/${product.id}`);
  await expect(page.getByText('Contiene: leche')).toBeVisible();
  await expect(page.locator('.product-detail .diet-badge')).toHaveText(['Sin TACC']);
  const add = page.getByRole('button', { name: /^Agregar al carrito/ });
  await expect(add).toBeDisabled();
  const soldOut = page.getByRole('radio', { name: /Cheddar fundido/ });
  await expect(soldOut).toBeDisabled();
  await expect(page.getByRole('group', { name: /Elegí tu salsa/ })).toContainText('Sin stock');
  await page.getByRole('radio', { name: /Alioli/ }).check();
  await expect(add).toBeEnabled();
  await expect(page.getByTestId('running-price')).toHaveText('$ 3.300');

  await page.goto(`/menu?q=${encodeURIComponent(product.name)}`);
  await expect(page.locator('.product-card', { hasText: product.name })).toContainText('Personalizable');
  // Off the menu again, so no other test counts it.
  expect((await page.request.delete(`/api/fries/${product.id}`, { headers })).status()).toBe(200);
});

test('Sin TACC on the menu shows what a celiac customer can eat, options included', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Sin TACC' }).click();
  await expect(page).toHaveURL(/sinTacc=true/);
  await expect(page.getByRole('heading', { name: 'Papas Clásicas' })).toBeVisible();
  // Gluten-free through its "Pan sin TACC" option: its card says so, and its page comes with it chosen.
  await expect(page.getByRole('heading', { name: 'Clásica Devoto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Devoto Especial' })).toHaveCount(0);
  const card = page.locator('.product-card', { hasText: 'Clásica Devoto' });
  await expect(card.locator('.diet-badge')).toHaveText(['Sin TACC con Pan sin TACC']);
  await card.getByRole('link', { name: 'Clásica Devoto' }).click();
  await expect(page).toHaveURL(/\/detalle\/\d+\?sinTacc=true$/);
  await expect(page.getByRole('radio', { name: /Pan sin TACC/ })).toBeChecked();
  const clasica = await productNamed(page.request, 'Clásica Devoto');
  await page.goto(`/detalle/${clasica.id}`);
  await expect(page.getByText('Disponible sin TACC')).toBeVisible();
  await expect(page.getByText('Contiene: gluten, leche, huevo')).toBeVisible();
});

test('the admin adds an option group and the customer sees it on the detail', async ({
  adminPage: page,
  adminSession,
}) => {
  const headers = { 'auth-token': adminSession.token };
  const created = await page.request.post('/api/fries', {
    headers,
    data: { name: `Papas del admin ${Date.now()}`, price: 2000 },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as Product;

  await page.goto(`/adminEditProducts/${product.id}`);
  await page.getByRole('button', { name: 'Agregar grupo de opciones' }).click();
  await page.getByLabel('Grupo', { exact: true }).fill('Salsas');
  await page.getByLabel('Máximo').fill('2');
  await page.getByRole('button', { name: 'Agregar opción' }).click();
  await page.getByLabel('Opción', { exact: true }).fill('Alioli');
  await page.getByLabel('Suma al precio').fill('300');
  await page.getByLabel('Sin TACC').check();
  await expect(page.getByLabel('Vista previa')).toContainText('Opcional · hasta 2');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/adminproducts$/);

  await page.goto(`/detalle/${product.id}`);
  const group = page.getByRole('group', { name: /Salsas/ });
  await expect(group).toContainText('Opcional · hasta 2');
  await expect(group).toContainText('Alioli+ $ 300');
  await expect(page.locator('.product-detail .diet-badge')).toHaveText(['Sin TACC']);
  expect((await page.request.delete(`/api/fries/${product.id}`, { headers })).status()).toBe(200);
});
