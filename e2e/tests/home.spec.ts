import { expect, test } from '../support/fixtures';
import { expectPopup } from '../support/popups';

test('the carousel has 3 slides and moves on every 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Destacados' });
  const indicators = hero.getByRole('button', { name: /^Ver: / });
  await expect(indicators).toHaveCount(3);
  await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4_000);
  await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1_500);
  await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('coupons: {n}% OFF, copy a valid code, the expired one cannot be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const welcome = page.getByRole('article', { name: 'Cupón Bienvenida 10% OFF' });
  await expect(welcome.getByText('10% OFF').first()).toBeVisible();
  await welcome.getByRole('button', { name: 'Copiar código HOLA10' }).click();
  await expectPopup(page, 'Copiado al portapapeles con éxito!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('HOLA10');

  const expired = page.getByRole('article', { name: 'Cupón Verano refrescante' });
  await expect(expired.getByText('25% OFF')).toBeVisible();
  await expect(expired.getByRole('button', { name: 'Cupón VERANO25 vencido' })).toBeDisabled();
});

test('a category card opens the menu on that category', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Elegí tu categoría' });
  await categories.getByRole('link', { name: /Combos/ }).click();
  await expect(page).toHaveURL(/\/menu\?category=combos$/);
  await expect(page.getByText('4 productos')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Combos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the local with its Devoto address, also in the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Vení a Devoto' })).toContainText('Av. Francisco Beiró 5200');
  await expect(page.getByRole('contentinfo')).toContainText('Villa Devoto');
});

test('the footer shows even when the store never answers with its hours', async ({ page }) => {
  // The request is left hanging: the footer waits a moment for the hours, not for ever.
  await page.route('**/api/store', () => new Promise<void>(() => {}));
  await page.goto('/menu');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Villa Devoto');
  await expect(footer.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
});
