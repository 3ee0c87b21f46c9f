import { demo, signIn } from '../support/accounts';
import { listProducts } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());

test.describe('the orders desk', () => {
  test.use({
    customerNames: { firstName: 'Brenda' },
    paidOrderContent: { items: [{ name: 'Clásica Devoto', quantity: 2 }] },
  });

  test('the owner finds an order by its number, refunds part of it with a reason, and the customer reads it', async ({
    page,
    customer,
    customerSession,
    paidOrder: purchaseId,
  }) => {
    const order = await (
      await page.request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': customerSession.token } })
    ).json();
    const number = `#${order.number as number}`;

    await signIn(page, demo.admin);
    await page.goto('/admin/pedidos');
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
    await page.getByLabel('Desde').fill(today());
    await page.getByLabel('Hasta').fill(today());
    await page.getByLabel('Buscar', { exact: true }).fill(number);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const row = page.locator(`tr[data-order="${purchaseId}"]`);
    await expect(row).toContainText(`Brenda ${customer.lastName}`);
    await expect(row).toContainText('Pendiente');

    await row.getByRole('button', { name: `Abrir el pedido ${number}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Pedido ${number}`) });
    await expect(detail.getByTestId('order-timeline')).toContainText('Pago aprobado');
    await expect(detail).toContainText('Pago simulado');
    await detail.getByRole('button', { name: 'Devolver dinero' }).click();

    const dialog = page.getByRole('dialog', { name: `Devolver dinero del pedido ${number}` });
    await dialog.getByLabel('Una parte').check();
    await dialog.getByLabel('Monto en pesos').fill('2500');
    await dialog.getByRole('button', { name: 'Devolver $ 2.500' }).click();
    await expect(dialog.getByText('Indicá el motivo de la devolución.')).toBeVisible();
    await dialog.getByLabel('Motivo (lo lee el cliente)').fill('Una de las hamburguesas salió sin cheddar');
    await dialog.getByRole('button', { name: 'Devolver $ 2.500' }).click();
    await expect(dialog).toBeHidden();

    const reopened = page.getByRole('dialog', { name: new RegExp(`Pedido ${number}`) });
    await expect(reopened.getByTestId('order-timeline')).toContainText(
      `Devolución de $ 2.500 por ${demo.admin.firstName} ${demo.admin.lastName}: Una de las hamburguesas salió sin cheddar`,
    );
    await reopened.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(row).toContainText('$ 2.500,00');

    await signIn(page, customer);
    await page.goto(`/user/purchaseDetail/${purchaseId}`);
    const refunds = page.getByTestId('purchase-refunds');
    await expect(refunds).toContainText('$ 2.500');
    await expect(refunds).toContainText('Una de las hamburguesas salió sin cheddar');
  });

  test('a full refund before Listo takes the card off the kitchen screen live, and the customer sees Cancelado', async ({
    page,
    browser,
    customer,
    customerSession,
    paidOrder: purchaseId,
  }) => {
    const order = await (
      await page.request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': customerSession.token } })
    ).json();
    const number = `#${order.number as number}`;
    const kitchenContext = await browser.newContext();
    const kitchen = await kitchenContext.newPage();
    await signIn(kitchen, demo.employee);
    await kitchen.goto('/employeependingorders');
    const card = kitchen.getByRole('article', { name: `Pedido ${number} de Brenda ${customer.lastName}` });
    await expect(card).toBeVisible();

    await signIn(page, demo.admin);
    await page.goto('/admin/pedidos');
    await page.getByLabel('Buscar', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page
      .locator(`tr[data-order="${purchaseId}"]`)
      .getByRole('button', { name: `Abrir el pedido ${number}` })
      .click();
    await page.getByRole('button', { name: 'Devolver dinero' }).click();
    const dialog = page.getByRole('dialog', { name: `Devolver dinero del pedido ${number}` });
    await dialog.getByLabel('Motivo (lo lee el cliente)').fill('Nos quedamos sin pan');
    await dialog.getByRole('button', { name: /^Devolver \$/ }).click();
    await expect(dialog).toBeHidden();

    // No reload in the kitchen: the live stream takes the card away.
    await expect(card).toBeHidden({ timeout: 5_000 });
    await kitchenContext.close();
    await expect(page.locator(`tr[data-order="${purchaseId}"]`)).toContainText('Cancelado');

    await signIn(page, customer);
    await page.goto(`/user/purchaseDetail/${purchaseId}`);
    await expect(page.getByTestId('order-tracker')).toContainText('Cancelado');
    await expect(page.getByTestId('purchase-refunds')).toContainText('Nos quedamos sin pan');
  });

  test('the kitchen marks a ready order Entregado from the ready list', async ({
    page,
    employeeSession,
    customer,
    paidOrder: purchaseId,
  }) => {
    const ready = await page.request.put(`/api/orders/${purchaseId}`, {
      headers: { 'auth-token': employeeSession.token },
      data: { status: 'Listo' },
    });
    const number = `#${((await ready.json()) as { number: number }).number}`;
    await signIn(page, demo.employee);
    await page.goto('/employeeordersready');
    const row = page.getByRole('row', { name: new RegExp(`Brenda ${customer.lastName}`) });
    await expect(row).toContainText(number);
    await row.getByRole('button', { name: 'Entregado', exact: true }).click();
    await expect(row).toBeHidden();
    const after = await page.request.get(`/api/orders/${purchaseId}`, {
      headers: { 'auth-token': employeeSession.token },
    });
    expect(((await after.json()) as { status: string }).status).toBe('Entregado');
  });
});

test('the activity page tells who changed a price, in Spanish', async ({ page, adminSession }) => {
  const products = await listProducts(page.request);
  const fries = products.find((p) => p.type === 'fries');
  if (!fries) throw new Error('the demo menu has fries');
  const product = (await (await page.request.get(`/api/products/${fries.id}`)).json()) as Record<string, unknown>;
  const newPrice = (product.price as number) + 100;
  const { id, name, size, isVeggie, imgUri } = product as {
    id: number;
    name: string;
    size: string;
    isVeggie: boolean;
    imgUri: string | null;
  };
  const res = await page.request.put('/api/fries', {
    headers: { 'auth-token': adminSession.token },
    data: { id, name, price: newPrice, size, isVeggie, ...(imgUri ? { imgUri } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);

  await signIn(page, demo.admin);
  await page.goto('/admin/actividad');
  const money = (pesos: number) => `$ ${new Intl.NumberFormat('es-AR', { useGrouping: 'always' }).format(pesos)}`;
  await expect(page.getByTestId('activity-list')).toContainText(
    `${demo.admin.firstName} ${demo.admin.lastName} cambió el precio de ${name} de ${money(product.price as number)} a ${money(newPrice)}`,
  );
});

test('the desk downloads the filtered range as a CSV for the accountant', async ({ adminPage: page }) => {
  await page.goto('/admin/pedidos');
  await page.getByLabel('Desde').fill('2026-01-01');
  await page.getByLabel('Hasta').fill(today());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pedidos-2026-01-01-a-${today()}.csv`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
    'Número;Fecha;Cliente;Email;Productos;Subtotal;Descuentos;Total;Devuelto;Estado;Pago;Canal;Medio de pago',
  );
});
