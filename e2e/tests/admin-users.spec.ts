import { demo } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, type Page } from '../support/fixtures';
import { expectPopup, popup } from '../support/popups';

test.use({ customerNames: { prefix: 'baja' } });

/** The table row (a card on a phone) of one account, found by its email. */
const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/** Opens the users page; `page` is the signed-in admin's. */
async function openUsers(page: Page) {
  await page.goto('/adminusers');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(row(page, demo.admin.email)).toBeVisible();
}

/** Waits for a short success notice and for it to go, so it does not cover the next click. */
async function expectNotice(page: Page, text: string) {
  await expectPopup(page, text);
  await expect(popup(page)).toBeHidden();
}

test('users: the role filters narrow the table; admins offer no deactivation', async ({ adminPage: page }) => {
  await openUsers(page);
  const filters = page.getByRole('group', { name: 'Filtrar por rol' });

  await filters.getByRole('button', { name: 'Empleado', exact: true }).click();
  await expect(filters.getByRole('button', { name: 'Empleado', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, demo.employee.email)).toBeVisible();
  await expect(row(page, demo.customer.email)).toHaveCount(0);
  await expect(row(page, demo.admin.email)).toHaveCount(0);

  await filters.getByRole('button', { name: 'Cliente', exact: true }).click();
  await expect(row(page, demo.customer.email)).toBeVisible();
  await expect(row(page, demo.employee.email)).toHaveCount(0);
  await expect(row(page, demo.customer.email).getByRole('button', { name: 'Desactivar' })).toBeVisible();

  await filters.getByRole('button', { name: 'Admin', exact: true }).click();
  const admin = row(page, demo.admin.email);
  await expect(admin).toBeVisible();
  await expect(admin).toContainText('Admin');
  await expect(row(page, demo.customer.email)).toHaveCount(0);
  // docs/product/admin.md#users: an admin is never deactivated nor reactivated.
  await expect(admin.getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Reactivar' })).toHaveCount(0);

  await filters.getByRole('button', { name: 'Todos', exact: true }).click();
  await expect(row(page, demo.customer.email)).toBeVisible();
  await expect(row(page, demo.employee.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("users: the demo customer's role changes to employee and back", async ({ adminPage: page }) => {
  await openUsers(page);
  const customer = row(page, demo.customer.email);
  const roleCell = customer.getByRole('cell').nth(1);
  await expect(roleCell).toHaveText('Cliente');

  for (const [role, label] of [
    ['employee', 'Empleado'],
    ['customer', 'Cliente'],
  ] as const) {
    await customer.getByRole('button', { name: 'Cambiar rol' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambiar rol' });
    const confirm = modal.getByRole('button', { name: 'Confirmar' });
    // docs/product/admin.md#users: confirm needs a selected role.
    await expect(confirm).toBeDisabled();
    if (role === 'employee') await expectNoSeriousA11yViolations(page);
    await modal.getByLabel('Nuevo rol').selectOption({ label });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(modal).toBeHidden();
    await expectNotice(page, 'Rol actualizado!');
    await expect(roleCell).toHaveText(label);
    const login = await page.request.post('/api/login', {
      data: { email: demo.customer.email, password: demo.customer.password },
    });
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe(role);
  }
});

test('users: a customer is deactivated, cannot log in, and is reactivated', async ({
  adminPage: page,
  customer: account,
}) => {
  await openUsers(page);
  const customer = row(page, account.email);
  await expect(customer).toContainText('Activo');

  await customer.getByRole('button', { name: 'Desactivar' }).click();
  const question = await expectPopup(page, '¿Desactivar la cuenta?');
  // The notice follows at once in the same popup, so the question's closing is not awaited.
  await question.getByRole('button', { name: 'Desactivar' }).click();
  await expectNotice(page, 'Usuario desactivado!');
  await expect(customer).toContainText('Inactivo');
  const refused = await page.request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(refused.status()).toBe(401);

  await page.getByLabel('Estado').selectOption({ label: 'Inactivos' });
  await expect(customer).toBeVisible();
  await expect(row(page, demo.customer.email)).toHaveCount(0);

  await customer.getByRole('button', { name: 'Reactivar' }).click();
  await expectNotice(page, 'Usuario reactivado!');
  // Active again, it leaves the inactive list.
  await expect(customer).toHaveCount(0);
  await page.getByLabel('Estado').selectOption({ label: 'Activos' });
  await expect(customer).toContainText('Activo');
  await expect(customer.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  const login = await page.request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
});
