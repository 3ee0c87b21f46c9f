import type { APIRequestContext } from '@playwright/test';
import type { Coupon } from '@burgers/domain/types';
import { demo, loginViaApi } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { listProducts } from '../support/catalogue';
import { expect, test, type Page } from '../support/fixtures';
import { confirmPopup, expectPopup, popup } from '../support/popups';

type ApiCoupon = Coupon;

// A 1x1 PNG: the smallest picture the upload accepts.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let made = 0;
/** A code of at most 9 characters no other test uses. */
function uniqueCode(prefix: string): string {
  made += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${made}`.toUpperCase().slice(0, 9);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await loginViaApi(request, demo.admin)).token;
}

/** A coupon of this test's own, so the demo coupons other tests rely on stay as they are. */
async function createCouponViaApi(request: APIRequestContext, code: string): Promise<ApiCoupon> {
  const [product] = await listProducts(request);
  if (!product) throw new Error('The demo menu is empty');
  const response = await request.post('/api/coupons', {
    headers: { 'auth-token': await adminToken(request) },
    data: {
      code,
      title: 'Prueba admin',
      expirationDate: '2099-01-15',
      imgUri: '/images/coupons/combos.svg',
      discountPorcentage: 12,
      productsId: [product.id],
    },
  });
  expect(response.status(), `POST /api/coupons: ${await response.text()}`).toBe(201);
  return (await response.json()) as ApiCoupon;
}

async function listCoupons(request: APIRequestContext): Promise<ApiCoupon[]> {
  const response = await request.get('/api/coupons');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiCoupon[];
}

const couponList = (page: Page) => page.getByRole('navigation', { name: 'Tus cupones' });
const listItem = (page: Page, code: string) => couponList(page).getByRole('button', { name: new RegExp(`^${code} `) });
const preview = (page: Page) => page.getByRole('article', { name: 'Vista previa del cupón' });
const updateButton = (page: Page) => page.getByRole('button', { name: 'Actualizar', exact: true });

const madeHere: number[] = [];

// Leaves the shared database as the other tests expect it, even after a failure.
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  for (const id of madeHere.splice(0)) await request.delete(`/api/coupons/${id}`, { headers: { 'auth-token': token } });
});

test('admin edits a coupon: live preview, validation keeps update disabled, saved and shown on the home page', async ({
  adminPage: page,
}) => {
  const code = uniqueCode('ED');
  const coupon = await createCouponViaApi(page.request, code);
  madeHere.push(coupon.id);
  const products = await listProducts(page.request);
  const first = products.find((product) => product.id === coupon.productsId[0]);
  const other = products.find((product) => product.id !== coupon.productsId[0]);
  if (!first || !other) throw new Error('The demo menu needs two products');

  await page.goto('/admincupon');
  await expect(couponList(page).getByRole('button', { name: /^VERANO25 .*Vencido/ })).toBeVisible();
  await listItem(page, code).click();
  await expect(page.getByRole('heading', { name: `Editar cupón ${code}` })).toBeVisible();
  await expect(preview(page)).toContainText('Prueba admin');
  await expect(preview(page)).toContainText('12% OFF');
  await expect(updateButton(page)).toBeDisabled();

  await test.step('a change updates the preview as it is typed', async () => {
    await page.getByLabel('Título', { exact: true }).fill('Doble descuento');
    await expect(preview(page)).toContainText('Doble descuento');
    await expect(updateButton(page)).toBeEnabled();
    await page.getByLabel('Descuento (%)').fill('35');
    await expect(preview(page)).toContainText('35% OFF');
  });

  await test.step('invalid code, discount and date show their message and keep update disabled', async () => {
    const checks: Array<[string, string, string, string]> = [
      ['Código', 'ABCDEFGHIJ', 'El código admite hasta 9 caracteres', code],
      ['Descuento (%)', '150', 'El descuento debe ser un número de 0 a 100', '35'],
      ['Descuento (%)', '12.345', 'El descuento admite hasta 5 caracteres', '35'],
      ['Vencimiento (aaaa-mm-dd)', '2024-01-01', 'La fecha de vencimiento no puede ser anterior a hoy', '2099-06-30'],
      ['Vencimiento (aaaa-mm-dd)', '30/06/2099', 'La fecha debe tener el formato aaaa-mm-dd', '2099-06-30'],
    ];
    for (const [label, bad, message, good] of checks) {
      const field = page.getByLabel(label, { exact: true });
      await field.fill(bad);
      await expect(page.getByText(message)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(updateButton(page)).toBeDisabled();
      await field.fill(good);
      await expect(page.getByText(message)).toBeHidden();
    }
    await expect(preview(page)).toContainText('Válido hasta el 30/06/2099');

    await page.getByRole('checkbox', { name: first.name, exact: true }).uncheck();
    await expect(page.getByText('Debes seleccionar al menos un producto')).toBeVisible();
    await expect(updateButton(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: other.name, exact: true }).check();
    await expect(page.getByText('Debes seleccionar al menos un producto')).toBeHidden();
  });

  await test.step('the code is uppercased and a new image is uploaded into the preview', async () => {
    const newCode = uniqueCode('up').toLowerCase();
    await page.getByLabel('Código', { exact: true }).fill(newCode);
    await expect(preview(page).locator('code')).toHaveText(newCode.toUpperCase());
    await page
      .getByLabel('Imagen', { exact: true })
      .setInputFiles({ name: 'cupon.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(preview(page).getByRole('img')).toHaveAttribute('src', /^(?!\/images\/coupons\/combos\.svg).+/);
    await expect(updateButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await updateButton(page).click();
    await expectPopup(page, 'Actualizada con exito');
    await confirmPopup(page);
    await expect(updateButton(page)).toBeDisabled();
    await expect(page.getByRole('heading', { name: `Editar cupón ${newCode.toUpperCase()}` })).toBeVisible();

    const saved = (await listCoupons(page.request)).find((candidate) => candidate.id === coupon.id);
    expect(saved).toMatchObject({
      code: newCode.toUpperCase(),
      title: 'Doble descuento',
      discountPorcentage: 35,
      expirationDate: '2099-06-30',
      productsId: [other.id],
    });
    expect(saved?.imgUri).not.toBe('/images/coupons/combos.svg');

    await page.goto('/');
    const card = page.getByRole('article', { name: 'Cupón Doble descuento' });
    await expect(card).toContainText('35% OFF');
    await expect(card.locator('code')).toHaveText(newCode.toUpperCase());
  });
});

test('admin creates a coupon and then deletes it after confirming', async ({ adminPage: page }) => {
  const code = uniqueCode('NU');
  const [product] = await listProducts(page.request);
  if (!product) throw new Error('The demo menu is empty');

  await page.goto('/admincupon');
  await page.getByRole('button', { name: 'Nuevo cupón' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cupón' })).toBeVisible();
  const createButton = page.getByRole('button', { name: 'Crear cupón', exact: true });
  await expect(createButton).toBeDisabled();

  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByLabel('Título', { exact: true }).fill('Cupón nuevo');
  await page.getByLabel('Descuento (%)').fill('5');
  await page.getByRole('checkbox', { name: product.name, exact: true }).check();
  await expect(preview(page)).toContainText('5% OFF');
  await createButton.click();
  await expectPopup(page, 'Creado con exito');
  await confirmPopup(page);
  await expect(listItem(page, code)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Editar cupón ${code}` })).toBeVisible();
  expect((await listCoupons(page.request)).some((coupon) => coupon.code === code)).toBe(true);

  // Cancelling the confirmation keeps the coupon.
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expectPopup(page, `El cupón ${code} dejará de existir`);
  await popup(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(popup(page)).toBeHidden();
  await expect(listItem(page, code)).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expectPopup(page, '¿Eliminar el cupón?');
  // The notice replaces the question at once, so the popup is not waited out between them.
  await popup(page).getByRole('button', { name: 'Eliminar' }).click();
  await expectPopup(page, 'Cupón eliminado');
  await expect(listItem(page, code)).toHaveCount(0);
  expect((await listCoupons(page.request)).some((coupon) => coupon.code === code)).toBe(false);
});
