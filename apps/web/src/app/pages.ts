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
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { PageDataSource } from '@burgers/domain/page-rendering';
import { PATHS } from '#lib/paths';
import { AdminOnly, GuestOnly, LoggedInOnly, StaffOnly } from './guards';
import type { PAGE_META, PageHead } from './ssr/page-head';

export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Bootstrap's shared styles a page loads with its code, so the first screen of / does not wait for
 * them; `source` is the stylesheet as Vite's manifest names it (server only: the rendered page links it).
 */
export const STYLESHEETS = {
  /** Forms, tables and dialogs: every page but the home one uses some of them. */
  widgets: {
    load: () => import('#styles/widgets.scss'),
    ...(import.meta.env.SSR && { source: 'src/styles/widgets.scss' }),
  },
  /** The menu's lighter share of them: its order select and its pages. */
  menuWidgets: {
    load: () => import('#styles/menu-widgets.scss'),
    ...(import.meta.env.SSR && { source: 'src/styles/menu-widgets.scss' }),
  },
} satisfies Record<string, { load: () => Promise<unknown>; source?: string }>;

/** What a rendered page shows: its head tags and the answers it reads, under the keys its queries use. */
export interface PagePlan {
  head: PageHead;
  queries: Array<[QueryKey, unknown]>;
}

export interface PlanRequest {
  /** The page's address, as the server keeps it (WebRenderer.pageAddress). */
  url: URL;
  /** The route's parameters (`:id`). */
  params: Readonly<Record<string, string | undefined>>;
  source: PageDataSource;
  /** An absolute address of the shop (PUBLIC_URL) for a path. */
  absolute: (path: string) => string;
}

/** How the server renders a page (present in the server's build only). */
export interface ServerRendering {
  /** Modules the page renders lazily inside itself, whose styles the rendered page needs too. */
  sections?: string[];
  /**
   * The query parameters that change what the page shows, in order; any other is left out of its
   * address. A loader, so the list can live beside the page's own reader of them (menu-params.ts).
   */
  params?: () => Promise<readonly string[]>;
  /** What to show for the address, or 'missing' when it shows nothing that exists (a 404). */
  plan(request: PlanRequest): Promise<PagePlan | 'missing'>;
}

export interface PageRoute {
  /** React Router's pattern (`:id` for a parameter); the server answers rendered ones by the same pattern. */
  path: string;
  page: PageModule;
  /**
   * The module `page` loads, as Vite's manifest names it (app/pages.test.ts checks), written
   * `...(import.meta.env.SSR && { source: ... })`: the server links a rendered page's styles from it
   * and preloads the code of a page the browser renders; the browser's build drops it.
   */
  source?: string;
  /**
   * The API addresses a page the browser renders reads as it starts (public ones, the same for
   * everyone), written like `source`: the server preloads them in the page's shell.
   */
  data?: readonly string[];
  /** Who may open the page (docs/product/accounts.md#route-guards); the server checks again. */
  guard?: ComponentType<{ children: ReactNode }>;
  /** Bootstrap's styles loaded with the page (widgets unless said), or null for none. */
  styles?: keyof typeof STYLESHEETS | null;
  /** False for a page that brings the query cache's provider itself, inside its lazy sections. */
  queries?: false;
  /** The page fills the screen alone: none of the shop's bars, banners or footer around it. */
  bare?: true;
  /**
   * How the server renders it, written `...(import.meta.env.SSR && { rendered: ... })`: the browser's
   * build, where that is false, drops it whole.
   */
  rendered?: ServerRendering;
}

const MAX_ID = 2 ** 31 - 1;

/** A public page of words only: its head, no data. */
const textPage = (meta: keyof typeof PAGE_META): ServerRendering => ({
  plan: async ({ url }) => {
    const { PAGE_META, pageHead } = await import('./ssr/page-head');
    return { head: pageHead(PAGE_META[meta], url.pathname), queries: [] };
  },
});

/** One form page serves every product type: it reads the type from its path (docs/product/admin.md#product-forms). */
const productForm: PageModule = () => import('#features/admin/products/ProductFormPage');
const productFormPaths = [
  PATHS.adminCreateBurgerBase,
  PATHS.adminCreateBurger,
  PATHS.adminCreateBeverage,
  PATHS.adminCreateCombo,
  PATHS.adminCreateFries,
  PATHS.adminCreateIngredient,
  PATHS.adminEditProduct,
];

export const PAGES: PageRoute[] = [
  // The pickup board fills a TV.
  {
    path: PATHS.pickupBoard,
    page: () => import('#features/board/BoardPage'),
    ...(import.meta.env.SSR && { source: 'src/features/board/BoardPage.tsx' }),
    bare: true,
  },
  {
    path: PATHS.home,
    page: () => import('#features/home/HomePage'),
    ...(import.meta.env.SSR && { source: 'src/features/home/HomePage.tsx' }),
    // Its first screen fetches nothing: the coupons and the map below it bring the query cache.
    queries: false,
    styles: null,
    ...(import.meta.env.SSR && {
      rendered: {
        sections: ['src/features/home/CouponsSection.tsx', 'src/features/home/LocalSection.tsx'],
        plan: async ({ source, absolute }) => {
          const [{ couponsQuery }, { homeHead }, coupons, hours] = await Promise.all([
            import('#api/coupons'),
            import('./ssr/page-head'),
            source.coupons(),
            source.storeHours(),
          ]);
          return { head: homeHead(absolute, hours), queries: [[couponsQuery.queryKey, coupons]] };
        },
      },
    }),
  },
  {
    path: PATHS.menu,
    page: () => import('#features/menu/MenuPage'),
    ...(import.meta.env.SSR && { source: 'src/features/menu/MenuPage.tsx' }),
    // The menu, most often the first page of a visit, brings only the two Bootstrap parts it uses.
    styles: 'menuWidgets',
    ...(import.meta.env.SSR && {
      rendered: {
        params: async () => (await import('#features/menu/menu-params')).MENU_PARAMS,
        plan: async ({ url, source }) => {
          const [{ readMenuParams }, { productsQuery }, { PAGE_META, pageHead }] = await Promise.all([
            import('#features/menu/menu-params'),
            import('#features/menu/api/products'),
            import('./ssr/page-head'),
          ]);
          const { page: _page, ...filters } = readMenuParams(url.searchParams);
          const products = await source.products(filters);
          return {
            head: pageHead(PAGE_META.menu, url.pathname),
            queries: products ? [[productsQuery(filters).queryKey, products]] : [],
          };
        },
      },
    }),
  },
  {
    path: PATHS.builder,
    page: () => import('#features/builder/BuilderPage'),
    // Its first screen is the bases' pictures: their list comes with the code, not after it.
    ...(import.meta.env.SSR && {
      source: 'src/features/builder/BuilderPage.tsx',
      data: ['/api/burgerBase', '/api/ingredients'],
    }),
  },
  {
    path: PATHS.product,
    page: () => import('#features/product/ProductPage'),
    ...(import.meta.env.SSR && { source: 'src/features/product/ProductPage.tsx' }),
    ...(import.meta.env.SSR && {
      rendered: {
        plan: async ({ params, source, absolute }) => {
          const id = params.id ?? '';
          const valid = /^\d+$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_ID;
          const product = valid ? await source.product(Number(id)) : undefined;
          if (!product) return 'missing';
          const [{ productQuery }, { productHead }] = await Promise.all([
            import('#features/product/api/product'),
            import('./ssr/page-head'),
          ]);
          return { head: productHead(product, absolute), queries: [[productQuery(id).queryKey, product]] };
        },
      },
    }),
  },
  {
    path: PATHS.about,
    page: () => import('#features/about/AboutPage'),
    ...(import.meta.env.SSR && { source: 'src/features/about/AboutPage.tsx' }),
    ...(import.meta.env.SSR && { rendered: textPage('about') }),
  },
  {
    path: PATHS.contact,
    page: () => import('#features/contact/ContactPage'),
    ...(import.meta.env.SSR && { source: 'src/features/contact/ContactPage.tsx' }),
    ...(import.meta.env.SSR && { rendered: textPage('contact') }),
  },
  {
    path: PATHS.reviews,
    page: () => import('#features/reviews/ReviewsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/reviews/ReviewsPage.tsx' }),
    ...(import.meta.env.SSR && {
      rendered: {
        plan: async ({ url, source }) => {
          const [{ reviewsQuery }, { PAGE_META, pageHead }, reviews] = await Promise.all([
            import('#features/reviews/api/reviews'),
            import('./ssr/page-head'),
            source.reviews(),
          ]);
          return { head: pageHead(PAGE_META.reviews, url.pathname), queries: [[reviewsQuery.queryKey, reviews]] };
        },
      },
    }),
  },
  {
    path: PATHS.cart,
    page: () => import('#features/cart/CartPage'),
    ...(import.meta.env.SSR && { source: 'src/features/cart/CartPage.tsx' }),
  },
  {
    path: PATHS.login,
    page: () => import('#features/auth/LoginPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/LoginPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.socialLogin,
    page: () => import('#features/auth/SocialLoginPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/SocialLoginPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.register,
    page: () => import('#features/auth/RegisterPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/RegisterPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.activate,
    page: () => import('#features/auth/ActivatePage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/ActivatePage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.resetPassword,
    page: () => import('#features/auth/ResetPasswordPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/ResetPasswordPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.profile,
    page: () => import('#features/profile/DashboardPage'),
    ...(import.meta.env.SSR && { source: 'src/features/profile/DashboardPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.myOrders,
    page: () => import('#features/profile/MyOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/profile/MyOrdersPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.myPoints,
    page: () => import('#features/loyalty/MyPointsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/loyalty/MyPointsPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.personalInfo,
    page: () => import('#features/profile/PersonalInfoPage'),
    ...(import.meta.env.SSR && { source: 'src/features/profile/PersonalInfoPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.favorites,
    page: () => import('#features/favorites/FavoritesPage'),
    ...(import.meta.env.SSR && { source: 'src/features/favorites/FavoritesPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.review,
    page: () => import('#features/reviews/ReviewFormPage'),
    ...(import.meta.env.SSR && { source: 'src/features/reviews/ReviewFormPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.checkout,
    page: () => import('#features/checkout/MercadoPagoPage'),
    ...(import.meta.env.SSR && { source: 'src/features/checkout/MercadoPagoPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.payReturn,
    page: () => import('#features/checkout/PayReturnPage'),
    ...(import.meta.env.SSR && { source: 'src/features/checkout/PayReturnPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.purchaseDetail,
    page: () => import('#features/checkout/PurchaseDetailPage'),
    ...(import.meta.env.SSR && { source: 'src/features/checkout/PurchaseDetailPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.adminHome,
    page: () => import('#features/admin/AdminHomePage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/AdminHomePage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminUsers,
    page: () => import('#features/admin/users/AdminUsersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/users/AdminUsersPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminNewsletter,
    page: () => import('#features/admin/newsletter/AdminNewsletterPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/newsletter/AdminNewsletterPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminProducts,
    page: () => import('#features/admin/products/AdminProductsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/products/AdminProductsPage.tsx' }),
    guard: AdminOnly,
  },
  ...productFormPaths.map((path) => ({
    path,
    page: productForm,
    ...(import.meta.env.SSR && { source: 'src/features/admin/products/ProductFormPage.tsx' }),
    guard: AdminOnly,
  })),
  {
    path: PATHS.adminCoupons,
    page: () => import('#features/admin/coupons/AdminCouponsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/coupons/AdminCouponsPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminPromotions,
    page: () => import('#features/admin/promotions/AdminPromotionsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/promotions/AdminPromotionsPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminRewards,
    page: () => import('#features/admin/rewards/AdminRewardsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/rewards/AdminRewardsPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminHours,
    page: () => import('#features/admin/hours/AdminHoursPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/hours/AdminHoursPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminMessages,
    page: () => import('#features/admin/messages/AdminMessagesPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/messages/AdminMessagesPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminOrders,
    page: () => import('#features/admin/orders/AdminOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/orders/AdminOrdersPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminInvoicing,
    page: () => import('#features/admin/invoicing/AdminInvoicingPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/invoicing/AdminInvoicingPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminActivity,
    page: () => import('#features/admin/activity/AdminActivityPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/activity/AdminActivityPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.employeeHome,
    page: () => import('#features/employee/EmployeeHomePage'),
    ...(import.meta.env.SSR && { source: 'src/features/employee/EmployeeHomePage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.employeePending,
    page: () => import('#features/employee/PendingOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/employee/PendingOrdersPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.employeeReady,
    page: () => import('#features/employee/ReadyOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/employee/ReadyOrdersPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.counter,
    page: () => import('#features/counter/CounterPage'),
    ...(import.meta.env.SSR && { source: 'src/features/counter/CounterPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.adminCash,
    page: () => import('#features/admin/cash/AdminCashPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/cash/AdminCashPage.tsx' }),
    // Employees too, when the owner allows it: the API decides, and the page says so otherwise.
    guard: StaffOnly,
  },
  {
    path: PATHS.adminDelivery,
    page: () => import('#features/admin/delivery/AdminDeliveryPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/delivery/AdminDeliveryPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.rider,
    page: () => import('#features/rider/RiderPage'),
    ...(import.meta.env.SSR && { source: 'src/features/rider/RiderPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: '*',
    page: () => import('./NotFoundPage'),
    ...(import.meta.env.SSR && { source: 'src/app/NotFoundPage.tsx' }),
  },
];
