import { productNamed } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

test.use({ customerNames: { prefix: 'favoritos' } });

test('favourites: toggle from the menu, list, view and remove', async ({
  customerPage: page,
  customerSession: user,
}) => {
  await page.goto('/userfavorites');
  await expect(page.getByText('Todavía no tenés favoritos.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al menú' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('veggie');

  const heart = page.getByRole('button', { name: 'Favorito: Veggie Palta' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favorito: Combo Veggie' }).click();
  await expect(page.getByRole('button', { name: 'Favorito: Combo Veggie' })).toHaveAttribute('aria-pressed', 'true');
  // Clicking again removes it.
  await page.getByRole('button', { name: 'Favorito: Combo Veggie' }).click();
  await expect(page.getByRole('button', { name: 'Favorito: Combo Veggie' })).toHaveAttribute('aria-pressed', 'false');

  // Saved on the server, not only in this browser.
  const veggiePalta = await productNamed(page.request, 'Veggie Palta');
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/users/favorites/${user.id}`, {
        headers: { 'auth-token': user.token },
      });
      return ((await response.json()) as { favoritesList: number[] }).favoritesList;
    })
    .toEqual([veggiePalta.id]);

  await page.goto('/userfavorites');
  await expect(page.getByRole('heading', { name: 'Veggie Palta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Combo Veggie' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ver Veggie Palta' }).click();
  await expect(page).toHaveURL(/\/detalle\/\d+$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Quitar Veggie Palta de favoritos' }).click();
  await expect(page.getByText('Todavía no tenés favoritos.')).toBeVisible();
});
