/**
 * The web app's pages, each declared once: its address, its module, who may open it, the styles it
 * loads with it and, for the storefront's public pages, how the server renders it (docs/decisions/0010).
 * The browser's router (router.tsx) and the server's entry (entry-server.tsx) both read this list, and
 * the server answers the rendered paths the entry exports: adding a rendered page is one entry here.
 *
 * This module is part of every page's first load, so it holds only addresses and lazy loaders. What
 * only the server needs (data, head tags, source module names) sits behind `import.meta.env.SSR`,
 * which the browser's build replaces with false, so that code is dropped from it; the modules it uses
 * are imported inside it (dynamic imports), as a static import would bring them into the first load.
 *
 * The entries live by area in page-routes/ (storefront, account, admin, staff); their shapes in page-types.ts.
 */
import { ACCOUNT_PAGES } from './page-routes/account';
import { ADMIN_PAGES } from './page-routes/admin';
import { STAFF_PAGES } from './page-routes/staff';
import { STOREFRONT_PAGES } from './page-routes/storefront';
import type { PageRoute } from './page-types';

export {
  STYLESHEETS,
  type PageModule,
  type PagePlan,
  type PageRoute,
  type PlanRequest,
  type ServerRendering,
} from './page-types';

/** Every page, by area (page-routes/), then the one for any other address. */
export const PAGES: PageRoute[] = [
  ...STOREFRONT_PAGES,
  ...ACCOUNT_PAGES,
  ...ADMIN_PAGES,
  ...STAFF_PAGES,
  {
    path: '*',
    page: () => import('./NotFoundPage'),
    ...(import.meta.env.SSR && { source: 'src/app/NotFoundPage.tsx' }),
  },
];
