import { expect, test } from '@playwright/test';
import { createCustomer, loginViaApi, signIn } from '../support/accounts';
import { uniqueSurname } from '../support/names';
import { buyThroughApi } from '../support/orders';

/**
 * The sandbox cannot refund, so MercadoPago's word is put on the real purchase answer: the
 * server's refund handling is covered by the server tests (order-expiry-refunds), this checks
 * what the buyer reads.
 */
test('a purchase refunded after approval says the order was cancelled, with no kitchen progress', async ({ page }) => {
  const customer = await createCustomer(page.request, { firstName: 'Rita', lastName: uniqueSurname() });
  const user = await loginViaApi(page.request, customer);
  const purchaseId = await buyThroughApi(page.request, user, [{ name: 'Clásica Devoto', quantity: 1 }]);

  await page.route(`**/api/pay/mercadopago/${purchaseId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, status: 'rejected', refunded: true } });
  });
  await signIn(page, customer);
  await page.goto(`/user/purchaseDetail/${purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Pago devuelto' })).toBeVisible();
  await expect(page.getByText('Este pago fue devuelto: el pedido se canceló.')).toBeVisible();
  await expect(page.getByTestId('order-tracker')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toHaveCount(0);
});
