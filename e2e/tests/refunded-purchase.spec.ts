import { expect, test } from '../support/fixtures';

test.use({ customerNames: { firstName: 'Rita' } });

/**
 * The sandbox cannot refund, so MercadoPago's word is put on the real purchase answer: the
 * server's refund handling is covered by the server tests (order-expiry-refunds), this checks
 * what the buyer reads.
 */
test('a purchase refunded after approval says the order was cancelled, with no kitchen progress', async ({
  customerPage: page,
  paidOrder: purchaseId,
}) => {
  await page.route(`**/api/pay/mercadopago/${purchaseId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, status: 'rejected', refunded: true } });
  });
  await page.goto(`/user/purchaseDetail/${purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Pago devuelto' })).toBeVisible();
  await expect(page.getByText('Este pago fue devuelto: el pedido se canceló.')).toBeVisible();
  await expect(page.getByTestId('order-tracker')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toHaveCount(0);
});
