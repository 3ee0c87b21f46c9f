import { PATHS } from './pages';

/**
 * What search engines are told (/sitemap.xml and /robots.txt): the web app's pages are declared in
 * apps/web/src/app/pages.ts, and a test there (app/search-engines.test.ts) keeps every one of them
 * either listed here or kept out, so a new page cannot be forgotten by both.
 */

/** The storefront's public pages the sitemap lists; every product's detail is added from the catalogue. */
export const LISTED_PAGES = [PATHS.home, PATHS.menu, PATHS.builder, PATHS.about, PATHS.reviews, PATHS.contact] as const;

/** The product detail's address pattern, listed once per product on the menu. */
export const LISTED_PRODUCT_PAGE = PATHS.product;

/**
 * Address prefixes robots.txt keeps out: the API, the account pages (a login or a half-paid checkout
 * is nothing to find), the staff's pages and the counter's pickup board.
 */
export const UNLISTED_PREFIXES = [
  '/api/',
  '/admin',
  '/employee',
  PATHS.counter,
  PATHS.rider,
  '/user',
  PATHS.register,
  PATHS.myOrders,
  PATHS.myPoints,
  PATHS.cart,
  PATHS.checkout,
  PATHS.payReturn,
  '/calificanos',
  '/activateAcount',
  '/resetPassword',
  PATHS.pickupBoard,
] as const;

/** Whether robots.txt keeps `pathname` out (its rules match by prefix). */
export const isUnlisted = (pathname: string): boolean =>
  UNLISTED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
