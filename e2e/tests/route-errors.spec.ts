import { expect, test } from '../support/fixtures';

test.describe('the router error page', () => {
  test('a page whose code is gone reloads once, then shows the Spanish error page with a way home', async ({
    page,
  }) => {
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    // As after a deploy: the menu page's chunk of this build is no longer on the server.
    await page.route(/\/assets\/MenuPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    // The heading can show before the reloaded document's own load event has fired.
    await expect.poll(() => documentLoads).toBe(2);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

    await page.unroute(/\/assets\/MenuPage-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toHaveCount(0);
  });
});
