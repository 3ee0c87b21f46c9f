import { expect, test, type Page } from '../support/fixtures';
import { confirmPopup, expectPopup } from '../support/popups';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const pageButton = (page: Page, n: number) =>
  page.getByRole('navigation', { name: 'Páginas del menú' }).getByRole('button', { name: `Página ${n}`, exact: true });

test('browse: 9 per page, categories, veggie, sort, search and back to page 1 on every change', async ({ page }) => {
  await page.goto('/menu');
  // The demo menu: 10 burgers, 4 combos, 6 beverages, 3 fries.
  await expect(page.getByText('23 productos')).toBeVisible();
  await expect(cards(page)).toHaveCount(9);

  await test.step('paginate', async () => {
    await pageButton(page, 3).click();
    await expect(cards(page)).toHaveCount(5);
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(9);
  });

  await test.step('a category goes back to page 1', async () => {
    await page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Hamburguesas' }).click();
    await expect(page.getByText('10 productos')).toBeVisible();
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Papas' }).click();
    await expect(page.getByText('3 productos')).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual(
      ['Papas Clásicas', 'Papas Rústicas', 'Papas con Cheddar y Panceta'].sort(),
    );
    await expect(page.getByRole('navigation', { name: 'Páginas del menú' })).toHaveCount(0);
  });

  await test.step('veggie toggles on and off', async () => {
    await page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Hamburguesas' }).click();
    const veggie = page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Veggie' });
    await veggie.click();
    await expect(veggie).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('3 productos')).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual(['Hongos y Provoleta', 'Veggie Clásica', 'Veggie Palta']);
    await veggie.click();
    await expect(veggie).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('10 productos')).toBeVisible();
  });

  await test.step('sort by price', async () => {
    const sort = page.getByLabel('Ordenar');
    await sort.selectOption({ label: 'Mayor precio' });
    await expect(cards(page).first().getByRole('heading')).toHaveText('Triple Monstruo');
    await sort.selectOption({ label: 'Menor precio' });
    await expect(cards(page).first().getByRole('heading')).toHaveText('Clásica Devoto');
    await sort.selectOption({ label: 'Sin orden' });
  });

  await test.step('search ignores case and accents; nothing found shows the empty panel', async () => {
    await page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Todo' }).click();
    const search = page.getByRole('searchbox', { name: 'Buscar en el menú' });
    await search.fill('CLASICA');
    await expect(cards(page).getByRole('heading', { name: 'Clásica Devoto' })).toBeVisible();
    await expect(cards(page).getByRole('heading', { name: 'Veggie Clásica' })).toBeVisible();
    await search.fill('bacon');
    await expect(page.getByText('2 productos')).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual(['Bacon Lovers', 'Combo Bacon']);
    await search.fill('pizza de anchoas');
    await expect(page.getByRole('heading', { name: 'Resultado no encontrado' })).toBeVisible();
    await expect(
      page.getByText('No encontramos nada que coincida con tu búsqueda, volvé a intentarlo..'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test('a card adds to the cart and opens its detail', async ({ page }) => {
  await page.goto('/menu?category=burgers');
  await page.getByRole('button', { name: 'Agregar Bacon Lovers al carrito' }).click();
  await expectPopup(page, 'Producto agregado exitosamente');
  await page.getByRole('button', { name: 'Agregar Bacon Lovers al carrito' }).click();
  const bar = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(bar.getByRole('link', { name: 'Carrito: 2 productos' })).toBeVisible();

  await cards(page).getByRole('link', { name: 'Bacon Lovers' }).click();
  await expect(page).toHaveURL(/\/detalle\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bacon Lovers', level: 1 })).toBeVisible();
  // The burger's composition.
  await expect(page.getByText('Panceta crocante')).toBeVisible();
});

test('a visitor favouriting is asked to log in', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Favorito: Bacon Lovers' }).click();
  await expectPopup(page, 'Primero debes iniciar sesión!');
  await confirmPopup(page, 'Iniciar sesión');
  await expect(page).toHaveURL(/\/userlogin$/);
});

test('the navbar link opens the menu at the top of the page', async ({ page }) => {
  await page.goto('/');
  // Scroll once the page is fully there, down to the footer.
  await page.getByLabel('Correo para el newsletter').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Menú', exact: true })
    .click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
