import { PATHS } from '#lib/paths';
import type { PageRoute, ServerRendering } from '../page-types';
import type { PAGE_META } from '../ssr/page-head';

const MAX_ID = 2 ** 31 - 1;

/** A public page of words only: its head, no data. */
const textPage = (meta: keyof typeof PAGE_META): ServerRendering => ({
  plan: async ({ url }) => {
    const { PAGE_META, pageHead } = await import('../ssr/page-head');
    return { head: pageHead(PAGE_META[meta], url.pathname), queries: [] };
  },
});

/** The storefront's pages: the menu and what leads to the cart, most of them rendered by the server. */
export const STOREFRONT_PAGES: PageRoute[] = [
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
            import('../ssr/page-head'),
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
            import('../ssr/page-head'),
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
            import('../ssr/page-head'),
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
            import('../ssr/page-head'),
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
];
