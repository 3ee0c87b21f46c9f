import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionUser, User } from '@burgers/domain/types';
import { e2eEnv } from './env';
import { latestMailTo, linkIn, mailTo } from './mailbox';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The demo accounts the server seeds on a fresh database (one per role). */
export const demo = {
  admin: { email: 'admin@burgers.test', password: 'Admin1234!', firstName: 'Admin', lastName: 'Devoto' },
  employee: { email: 'empleado@burgers.test', password: 'Empleado1234!', firstName: 'Martín', lastName: 'Gómez' },
  customer: { email: 'cliente@burgers.test', password: 'Cliente1234!', firstName: 'Sofía', lastName: 'Romero' },
} satisfies Record<string, Account>;

/** The user the web app keeps under the `user` storage key. */
export type StoredUser = SessionUser;

interface LoginResponse {
  user: User;
  data: { token: string };
}

/** Logs in through the real API and returns the user as the web app stores it. */
export async function loginViaApi(request: APIRequestContext, account: Account): Promise<StoredUser> {
  const response = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), `POST /api/login for ${account.email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as LoginResponse;
  return { ...body.user, token: body.data.token };
}

/**
 * Puts a logged-in user into the page's storage, as a login would, without going through the form.
 * It opens a cheap same-origin URL first because storage belongs to the origin.
 */
export async function signIn(page: Page, account: Account): Promise<StoredUser> {
  const user = await loginViaApi(page.request, account);
  await page.goto('/api/health');
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
  return user;
}

/** Fills and sends the login form of the page already open. */
export async function submitLoginForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  // The bar's 'Ingresar' menu has the same name: the form's button is the one in the page.
  await page.getByRole('main').getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** Logs in through the login form, as a customer would, and waits for the home page. */
export async function loginViaUi(page: Page, account: Account): Promise<void> {
  await page.goto('/userlogin');
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/$/);
}

let created = 0;
/** A fresh address no other test uses, so tests never depend on each other's data. */
export function uniqueEmail(prefix: string): string {
  created += 1;
  return `${prefix}.${Date.now().toString(36)}${created}@e2e.test`.toLowerCase();
}

/** Registers a new customer through the API and activates it from the link in its mail. */
export async function createCustomer(
  request: APIRequestContext,
  names: { firstName?: string; lastName?: string; prefix?: string } = {},
): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(names.prefix ?? 'cliente'),
    password: 'Prueba1234!',
    firstName: names.firstName ?? 'Lucía',
    lastName: names.lastName ?? 'Fernández',
  };
  const before = mailTo(account.email).length;
  const registered = await request.post('/api/register', {
    data: { ...account, passwordConfirm: account.password },
  });
  expect(registered.status(), `POST /api/register: ${await registered.text()}`).toBe(201);
  const mail = await latestMailTo(account.email, { after: before });
  const token = new URL(linkIn(mail, '/activateAcount/')).pathname.split('/').pop();
  const activated = await request.put(`/api/activateAccount/${token}`);
  expect(activated.status(), `PUT /api/activateAccount: ${await activated.text()}`).toBe(200);
  return account;
}

/** An API client of its own, for hooks that run outside a test (beforeAll has no `request`). */
export async function apiContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: e2eEnv('E2E_BASE_URL') });
}
