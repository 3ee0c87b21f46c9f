import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '@burgers/domain/constants';
import type { Product } from '@burgers/domain/types';
import { apiContext, demo, loginViaApi } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, type Page } from '../support/fixtures';
import { uniqueSurname } from '../support/names';
import { confirmPopup, expectPopup } from '../support/popups';

type ListedProduct = Product;

const PAGE_SIZE = ADMIN_PRODUCTS_PAGE_SIZE;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const categories = (page: Page) => page.getByRole('group', { name: 'Categorías' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Páginas de productos' });
const pageButton = (page: Page, n: number) => pager(page).getByRole('button', { name: `Página ${n}`, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar productos' });
const accentless = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The whole catalogue as the admin list asks for it, inactive products and every type included. */
async function adminCatalogue(request: APIRequestContext, token: string): Promise<ListedProduct[]> {
  const response = await request.get('/api/products?isDeleted=true&addBase=true&addIngredient=true', {
    headers: { 'auth-token': token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ListedProduct[];
}

// Products this file creates carry this mark; they are deactivated afterwards so the menu counts of
// the other specs stay those of the demo data.
const mark = uniqueSurname();

test.afterAll(async () => {
  const request = await apiContext();
  const admin = await loginViaApi(request, demo.admin);
  for (const product of await adminCatalogue(request, admin.token)) {
    if (product.name.includes(mark) && product.deletedAt === null) {
      await request.delete(`/api/${product.type}/${product.id}`, { headers: { 'auth-token': admin.token } });
    }
  }
  await request.dispose();
});

test('the admin list: every product, categories, search and 8 per page', async ({
  adminPage: page,
  adminSession: admin,
}) => {
  const all = await adminCatalogue(page.request, admin.token);
  const ofType = (type: string) => all.filter((product) => product.type === type);

  await page.goto('/adminproducts');
  await expect(page.getByText(`${all.length} productos`)).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expectNoSeriousA11yViolations(page);

  await test.step('the last page holds the rest', async () => {
    const pages = Math.ceil(all.length / PAGE_SIZE);
    await pageButton(page, pages).click();
    await expect(pageButton(page, pages)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(all.length - PAGE_SIZE * (pages - 1));
  });

  await test.step('a category goes back to page 1 and shows only its type', async () => {
    const burgers = ofType('burgers');
    await categories(page).getByRole('button', { name: 'Hamburguesas' }).click();
    await expect(page.getByText(`${burgers.length} productos`)).toBeVisible();
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, burgers.length));
    await expect(cards(page).getByText('Hamburguesa', { exact: true })).toHaveCount(
      Math.min(PAGE_SIZE, burgers.length),
    );

    await categories(page).getByRole('button', { name: 'Ingredientes' }).click();
    await expect(page.getByText(`${ofType('ingredients').length} productos`)).toBeVisible();
    await expect(card(page, 'Queso cheddar')).toBeVisible();
  });

  await test.step('a base card can be edited but not deactivated or restored', async () => {
    await categories(page).getByRole('button', { name: 'Bases' }).click();
    await expect(cards(page)).toHaveCount(ofType('burgerBase').length);
    const base = card(page, 'Base Clásica');
    await expect(base.getByRole('link', { name: 'Editar Base Clásica' })).toBeVisible();
    await expect(base.getByRole('button')).toHaveCount(0);
    await expect(cards(page).getByRole('button', { name: /Desactivar|Restaurar/ })).toHaveCount(0);
  });

  await test.step('search ignores case and accents, goes back to page 1, and says when nothing matches', async () => {
    await categories(page).getByRole('button', { name: 'Todo' }).click();
    await pageButton(page, 2).click();
    await search(page).fill('CLASICA');
    const matching = all.filter((product) => accentless(product.name).includes('clasica'));
    await expect(page.getByText(`${matching.length} productos`)).toBeVisible();
    await expect(card(page, 'Base Clásica')).toBeVisible();
    await expect(card(page, 'Clásica Devoto')).toBeVisible();
    for (const name of await cards(page).getByRole('heading').allInnerTexts())
      expect(accentless(name)).toContain('clasica');

    await search(page).fill('pizza de anchoas');
    await expect(page.getByRole('heading', { name: 'Resultado no encontrado' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  await test.step('the create modal offers every type and opens its form', async () => {
    await page.getByRole('button', { name: 'Crear producto' }).click();
    const dialog = page.getByRole('dialog');
    for (const label of ['Hamburguesa', 'Base de hamburguesa', 'Bebida', 'Combo', 'Papas', 'Ingrediente']) {
      await expect(dialog.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await dialog.getByRole('link', { name: 'Bebida', exact: true }).click();
    await expect(page).toHaveURL(/\/adminCreateBeverage$/);
    await expect(page.getByRole('heading', { name: 'Crear bebida', level: 1 })).toBeVisible();
    // docs/product/admin.md#product-forms: a beverage starts as Chico.
    await expect(page.getByLabel('Tamaño')).toHaveValue('Chico');
    await expectNoSeriousA11yViolations(page);
  });
});

test('create an ingredient and a burger with it, edit, deactivate and restore the burger', async ({
  adminPage: page,
}) => {
  const ingredient = `Salsa ${mark}`;
  const burger = `Burger ${mark}`;

  await test.step('create the ingredient; empty fields are refused first', async () => {
    await page.goto('/adminproducts');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Ingrediente', exact: true }).click();
    await expect(page).toHaveURL(/\/adminCreateIngredient$/);
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('El precio es obligatorio')).toBeVisible();

    await page.getByLabel('Nombre').fill(ingredient);
    await page.getByLabel('Precio ($)').fill('650');
    await page.getByLabel('Se puede repetir').check();
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expectPopup(page, 'Creada con exito!');
    await expect(page).toHaveURL(/\/adminproducts$/);
  });

  await test.step('create the burger: veggie clears and hides the meat-friendly ingredient', async () => {
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Hamburguesa', exact: true }).click();
    await expect(page).toHaveURL(/\/adminCreateBurger$/);
    await page.getByLabel('Nombre').fill(burger);
    await page.getByLabel('Precio ($)').fill('9900');
    const picker = page.getByLabel('Ingredientes', { exact: true });
    await picker.selectOption({ label: ingredient });
    await expect(page.getByRole('button', { name: `Quitar ${ingredient}` })).toBeVisible();
    // A chosen ingredient is not offered again.
    await expect(picker.getByRole('option', { name: ingredient, exact: true })).toHaveCount(0);

    await page.getByLabel('Veggie').check();
    await expect(page.getByRole('button', { name: `Quitar ${ingredient}` })).toHaveCount(0);
    await expect(picker.getByRole('option', { name: ingredient, exact: true })).toHaveCount(0);
    await expect(picker.getByRole('option', { name: 'Lechuga', exact: true })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: 'Panceta crocante', exact: true })).toHaveCount(0);

    await page.getByLabel('Veggie').uncheck();
    await picker.selectOption({ label: ingredient });
    await picker.selectOption({ label: 'Lechuga' });
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expectPopup(page, 'Creada con exito!');
    await expect(page).toHaveURL(/\/adminproducts$/);
  });

  await test.step('the burger is on the menu with its ingredients', async () => {
    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(burger);
    await expect(card(page, burger)).toBeVisible();
    await expect(card(page, burger)).toContainText(ingredient);
    await expect(card(page, burger)).toContainText('$ 9.900');
  });

  await test.step('edit its price', async () => {
    await page.goto('/adminproducts');
    await search(page).fill(burger);
    await card(page, burger)
      .getByRole('link', { name: `Editar ${burger}` })
      .click();
    await expect(page).toHaveURL(/\/adminEditProducts\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Editar hamburguesa', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Precio ($)')).toHaveValue('9900');
    await expect(page.getByRole('button', { name: `Quitar ${ingredient}` })).toBeVisible();
    await page.getByLabel('Precio ($)').fill('10500');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectPopup(page, 'Actualizada con exito!');
    await expect(page).toHaveURL(/\/adminproducts$/);
    await search(page).fill(burger);
    await expect(card(page, burger)).toContainText('$ 10.500');
  });

  await test.step('deactivate: inactive on the list, gone from the menu', async () => {
    await card(page, burger)
      .getByRole('button', { name: `Desactivar ${burger}` })
      .click();
    await confirmPopup(page, 'Desactivar');
    await expect(card(page, burger)).toContainText('Inactivo');
    await expect(card(page, burger).getByRole('button', { name: `Restaurar ${burger}` })).toBeVisible();

    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(burger);
    await expect(page.getByRole('heading', { name: 'Resultado no encontrado' })).toBeVisible();
  });

  await test.step('restore: active again and back on the menu', async () => {
    await page.goto('/adminproducts');
    await search(page).fill(burger);
    await card(page, burger)
      .getByRole('button', { name: `Restaurar ${burger}` })
      .click();
    await expect(card(page, burger)).toContainText('Activo');
    await expect(card(page, burger).getByRole('button', { name: `Desactivar ${burger}` })).toBeVisible();

    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(burger);
    await expect(card(page, burger)).toContainText('$ 10.500');
  });
});
