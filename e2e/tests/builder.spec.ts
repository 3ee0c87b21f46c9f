import { expect, test, type Page } from '../support/fixtures';
import { confirmPopup, expectPopup, popup } from '../support/popups';

test.use({ customerNames: { prefix: 'armado' } });

const picker = (page: Page) => page.getByLabel('Agregar ingrediente');
const price = (page: Page) => page.getByRole('complementary', { name: 'Tu burger' }).locator('.builder-summary__price');
const chooseBase = (page: Page, name: string) => page.getByRole('radio', { name }).check();

/** Chooses an ingredient from the select, whose options read 'Palta (+$ 1.500)'. */
async function pick(page: Page, name: string) {
  await picker(page).selectOption({ label: await optionLabel(page, name) });
}

async function optionLabel(page: Page, name: string): Promise<string> {
  const labels = await picker(page).locator('option').allInnerTexts();
  const label = labels.find((text) => text.startsWith(`${name} (`));
  if (!label) throw new Error(`${name} is not offered: ${labels.join(', ')}`);
  return label;
}

async function offered(page: Page): Promise<string[]> {
  return (await picker(page).locator('option').allInnerTexts())
    .slice(1)
    .map((text) => text.replace(/ \(\+\$ [\d.,]+\)$/, ''));
}

test('build a burger: base first, up to 6 ingredients, repeatable 1 to 4, running price, into the cart and paid', async ({
  customerPage: page,
}) => {
  await page.goto('/addBurger');

  await test.step('without a base nothing can be created', async () => {
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expectPopup(page, 'Oops...');
    await expectPopup(page, 'Primero debes seleccionar una hamburguesa base!');
    await confirmPopup(page);
  });

  await test.step('a base and a repeatable ingredient, 1 to 4 times', async () => {
    await chooseBase(page, 'Base Clásica');
    await expect(price(page)).toHaveText('$ 5.500');
    await pick(page, 'Queso cheddar');
    await expect(price(page)).toHaveText('$ 6.400');
    expect(await offered(page)).not.toContain('Queso cheddar');
    const more = page.getByRole('button', { name: 'Agregar uno de Queso cheddar' });
    await more.click();
    await more.click();
    await more.click();
    await expect(page.getByRole('group', { name: 'Cantidad de Queso cheddar' })).toContainText('4');
    await expect(more).toBeDisabled();
    await expect(price(page)).toHaveText('$ 9.100');
  });

  await test.step('choosing another base starts the ingredients over', async () => {
    await chooseBase(page, 'Base Doble');
    await expect(page.getByText('0/6 ingredientes elegidos')).toBeVisible();
    await expect(price(page)).toHaveText('$ 7.800');
    await chooseBase(page, 'Base Clásica');
  });

  await test.step('at most 6 ingredients', async () => {
    for (const name of [
      'Panceta crocante',
      'Lechuga',
      'Tomate',
      'Cebolla crispy',
      'Pepinos encurtidos',
      'Huevo frito',
    ]) {
      await pick(page, name);
    }
    await expect(page.getByText('6/6 ingredientes elegidos')).toBeVisible();
    // 5500 + 1200 + 400 + 400 + 800 + 500 + 700
    await expect(price(page)).toHaveText('$ 9.500');
    await pick(page, 'Palta');
    await expectPopup(page, 'Sólo puedes seleccionar hasta 6 Ingredientes!');
    await expect(popup(page)).toContainText('Oops...');
    await confirmPopup(page);
    await expect(page.getByText('6/6 ingredientes elegidos')).toBeVisible();
  });

  await test.step('created: into the cart, the builder starts over', async () => {
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expectPopup(page, 'Hamburguesa añadida al carrito');
    await expect(popup(page)).toContainText(/Burger custom \d{6}/);
    await expect(page.getByText('Sin base elegida')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Carrito: 1 producto' }),
    ).toBeVisible();
  });

  await test.step('the custom burger is priced by the server at checkout', async () => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: /^Burger custom \d{6}$/ })).toBeVisible();
    await expect(page.getByText(/Panceta crocante/)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$ 9.500,00');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
    await expect(page.getByRole('row', { name: /Burger custom/ })).toContainText('$ 9.500,00');
  });
});

test('a veggie base offers veggie ingredients only and makes a Burger vegetariana', async ({ page }) => {
  await page.goto('/addBurger');
  await chooseBase(page, 'Base Veggie');
  const names = await offered(page);
  expect(names).toContain('Palta');
  expect(names).not.toContain('Panceta crocante');
  expect(names).not.toContain('Medallón de carne extra');
  await pick(page, 'Palta');
  await pick(page, 'Hongos salteados');
  await expect(page.getByText('Vegetariana', { exact: true })).toBeVisible();
  // 5900 + 1500 + 1100
  await expect(price(page)).toHaveText('$ 8.500');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expectPopup(page, 'Hamburguesa añadida al carrito');
  await expect(popup(page)).toContainText(/Burger vegetariana \d{6}/);
});
