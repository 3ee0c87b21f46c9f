import type { APIRequestContext } from '@playwright/test';
import { loginViaApi, demo, type StoredUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { buyThroughApi } from '../support/orders';

async function numberOf(request: APIRequestContext, user: StoredUser, purchaseId: string): Promise<number> {
  const response = await request.get(`/api/orders/${purchaseId}`, { headers: { 'auth-token': user.token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { number: number }).number;
}

async function markReady(request: APIRequestContext, employee: StoredUser, purchaseId: string) {
  const response = await request.put(`/api/orders/${purchaseId}`, {
    headers: { 'auth-token': employee.token },
    data: { status: 'Listo' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('the pickup board /pantalla', () => {
  test('a visitor sees a paid number arrive in preparation and move to ready live, highlighted, without names', async ({
    page,
    request,
    customer,
    customerSession,
  }) => {
    const employee = await loginViaApi(request, demo.employee);
    await page.goto('/pantalla');
    const preparing = page.getByRole('region', { name: 'En preparación' });
    const ready = page.getByRole('region', { name: 'Listos para retirar' });
    await expect(preparing).toBeVisible();
    await expect(ready).toBeVisible();
    // No shop bars on the TV.
    await expect(page.getByRole('navigation')).toHaveCount(0);

    const purchaseId = await buyThroughApi(request, customerSession, [{ name: 'Clásica Devoto', quantity: 1 }], {
      note: 'Sin pepinos',
    });
    const number = await numberOf(request, customerSession, purchaseId);
    const tile = (region: typeof preparing) =>
      region.getByRole('listitem', { name: `Pedido número ${number}`, exact: true });
    await expect(tile(preparing)).toBeVisible();
    await expect(tile(preparing)).toHaveText(String(number));

    await markReady(request, employee, purchaseId);
    await expect(tile(ready)).toBeVisible();
    await expect(tile(preparing)).toHaveCount(0);
    await expect(tile(ready)).toHaveClass(/board-number--new/);
    // The newest ready number comes first.
    await expect(ready.getByRole('listitem').first()).toHaveText(String(number));

    const text = (await page.locator('body').innerText()).toLowerCase();
    expect(text).not.toContain(customer.firstName.toLowerCase());
    expect(text).not.toContain(customer.lastName.toLowerCase());
    expect(text).not.toContain('pepinos');
    expect(text).not.toContain('$');
  });

  test('says Reconectando... while the network is down and catches up when it is back', async ({
    page,
    request,
    customerSession,
  }) => {
    const employee = await loginViaApi(request, demo.employee);
    const purchaseId = await buyThroughApi(request, customerSession, [{ name: 'Clásica Devoto', quantity: 1 }]);
    const number = await numberOf(request, customerSession, purchaseId);
    await page.goto('/pantalla');
    const ready = page.getByRole('region', { name: 'Listos para retirar' });
    await expect(
      page.getByRole('region', { name: 'En preparación' }).getByText(String(number), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Reconectando...')).toHaveCount(0);

    await page.context().setOffline(true);
    await expect(page.getByText('Reconectando...')).toBeVisible();
    await markReady(request, employee, purchaseId);
    await page.context().setOffline(false);

    await expect(page.getByText('Reconectando...')).toHaveCount(0);
    await expect(ready.getByText(String(number), { exact: true })).toBeVisible();
  });

  test('thirty numbers fit a 1920x1080 screen without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const orders = [
      ...Array.from({ length: 18 }, (_, i) => ({ number: 101 + i, status: 'Pendiente' })),
      ...Array.from({ length: 12 }, (_, i) => ({ number: 201 + i, status: 'Listo' })),
    ];
    await page.route('**/api/board', (route) => route.fulfill({ json: { orders } }));
    await page.goto('/pantalla');
    const tiles = page.getByRole('listitem');
    await expect(tiles).toHaveCount(30);
    const scroll = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(scroll.height).toBeLessThanOrEqual(1080);
    expect(scroll.width).toBeLessThanOrEqual(1920);
    for (const box of await Promise.all((await tiles.all()).map((tile) => tile.boundingBox()))) {
      expect(box!.y + box!.height).toBeLessThanOrEqual(1080);
      // Readable from across the room.
      expect(box!.height).toBeGreaterThanOrEqual(50);
    }
  });
});
