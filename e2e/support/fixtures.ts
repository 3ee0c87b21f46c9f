import { test as base, type Page } from '@playwright/test';
import { createCustomer, demo, loginViaApi, signIn, type Account, type StoredUser } from './accounts';
import { uniqueSurname } from './names';
import { buyThroughApi } from './orders';

/**
 * The scenes most tests start from, as Playwright fixtures built on the plain helpers of
 * accounts.ts and orders.ts (which stay exported for hooks and for a second browser context).
 * A test names what it needs and gets it ready:
 *
 *   test('...', async ({ customerPage: page, paidOrder }) => { ... })
 *
 * The `*Page` fixtures are the test's `page`, signed in (the stored `user`, as a login leaves it);
 * ask for one of them per test, since they are the same page. The `*Session` fixtures log in
 * through the API only, for calls made on someone's behalf. What a fixture creates is new for
 * each test, so tests never depend on each other's data. Options change it for a file or a
 * describe block: `test.use({ customerNames: { firstName: 'Tomás' } })`.
 */

type OrderItems = Array<{ name: string; quantity: number }>;
type OrderOptions = NonNullable<Parameters<typeof buyThroughApi>[3]>;

export interface ShopFixtures {
  /** Option: names (and the mail's prefix) of `customer`. Its surname is unique unless given. */
  customerNames: { firstName?: string; lastName?: string; prefix?: string };
  /** A customer registered through the API and activated from the link in its mail. */
  customer: Account;
  /** `customer` logged in through the API. */
  customerSession: StoredUser;
  /** The demo employee and admin logged in through the API. */
  employeeSession: StoredUser;
  adminSession: StoredUser;
  /** `page` signed in as `customer`. */
  customerPage: Page;
  /** `page` signed in as the demo employee. */
  employeePage: Page;
  /** `page` signed in as the demo admin. */
  adminPage: Page;
  /**
   * Option: what `paidOrder` buys and how it pays. An object, not a bare list: Playwright would
   * read a two-item list given to test.use as a fixture's [value, options].
   */
  paidOrderContent: { items: OrderItems } & OrderOptions;
  /** An order `customer` bought through the API and paid in the sandbox: its purchase id. */
  paidOrder: string;
}

export const test = base.extend<ShopFixtures>({
  customerNames: [{}, { option: true }],
  customer: async ({ page, customerNames }, use) => {
    await use(await createCustomer(page.request, { lastName: uniqueSurname(), ...customerNames }));
  },
  customerSession: async ({ page, customer }, use) => {
    await use(await loginViaApi(page.request, customer));
  },
  employeeSession: async ({ page }, use) => {
    await use(await loginViaApi(page.request, demo.employee));
  },
  adminSession: async ({ page }, use) => {
    await use(await loginViaApi(page.request, demo.admin));
  },
  customerPage: async ({ page, customer }, use) => {
    await signIn(page, customer);
    await use(page);
  },
  employeePage: async ({ page }, use) => {
    await signIn(page, demo.employee);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page, demo.admin);
    await use(page);
  },
  paidOrderContent: [{ items: [{ name: 'Clásica Devoto', quantity: 1 }] }, { option: true }],
  paidOrder: async ({ page, customerSession, paidOrderContent }, use) => {
    const { items, ...options } = paidOrderContent;
    await use(await buyThroughApi(page.request, customerSession, items, options));
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
