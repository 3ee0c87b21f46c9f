/**
 * Server rendering of the public pages (docs/decisions/0010). The server imports this module's build
 * (dist/ssr/entry-server.js) and calls render() with its own data source; the page comes back as
 * markup, its head tags and the data it was rendered from, inlined for the browser to hydrate with.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Coupon, Product, Review } from '@burgers/domain/types';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { couponsQuery } from './api/coupons';
import { queryKeys } from './api/query-keys';
import { RenderQueryClient } from './app/QueryBoundary';
import { AppRoutes } from './app/router';
import { scriptSafeJson, type InitialData } from './app/ssr/initial-data';
import { headTags, homeHead, PAGE_META, pageHead, productHead, type PageHead } from './app/ssr/page-head';
import { readMenuParams } from './features/menu/menu-params';
import { productsQuery, type MenuQuery } from './features/menu/api/products';
import { productQuery } from './features/product/api/product';

/** What the server answers from its own database (the same answers as the public API). */
export interface PageDataSource {
  /** The menu with these filters; undefined when the API would refuse them. */
  products(filters: MenuQuery): Promise<Product[] | undefined>;
  /** An active product, or undefined. */
  product(id: number): Promise<Product | undefined>;
  coupons(): Promise<Coupon[]>;
  reviews(): Promise<Review[]>;
  storeHours(): Promise<HoursRange[]>;
}

export interface RenderedPage {
  /** 404: a product that does not exist; the browser then renders the not-found page itself. */
  status: 200 | 404;
  /** The markup of #root ('' when the browser renders the page). */
  html: string;
  /** The page's title, description, canonical address, Open Graph tags and JSON-LD. */
  head: string;
  /** The inlined data (script-safe JSON), or '' when there is none. */
  data: string;
  /** Source modules whose styles the page needs before it paints and whose code hydrates it. */
  modules: string[];
}

/**
 * Below every public page: the footer and the query cache's module. The newsletter form's styles
 * (Bootstrap's forms) come with its code: on the home page they would only slow the first screen.
 */
const SHELL_MODULES = ['src/app/QueryBoundary.tsx', 'src/app/FooterContent.tsx'];
/** Every page but the home one brings Bootstrap's forms, tables and dialogs (see router.tsx). */
const WIDGETS = 'src/styles/widgets.scss';
/** The menu's lighter share of them: its order select and its pages (see router.tsx). */
const MENU_WIDGETS = 'src/styles/menu-widgets.scss';

interface PagePlan {
  head: PageHead;
  queries: Array<[QueryKey, unknown]>;
  modules: string[];
}

const MAX_ID = 2 ** 31 - 1;
const RENDER_TIMEOUT_MS = 10_000;

async function planFor(
  url: URL,
  source: PageDataSource,
  absolute: (path: string) => string,
): Promise<PagePlan | 'missing' | null> {
  const { pathname } = url;
  switch (pathname) {
    case '/': {
      const [coupons, hours] = await Promise.all([source.coupons(), source.storeHours()]);
      return {
        head: homeHead(absolute, hours),
        queries: [[couponsQuery.queryKey, coupons]],
        modules: [
          'src/features/home/HomePage.tsx',
          'src/features/home/CouponsSection.tsx',
          'src/features/home/LocalSection.tsx',
        ],
      };
    }
    case '/menu': {
      const { category, order, name, isVeggie, sinTacc } = readMenuParams(url.searchParams);
      const filters: MenuQuery = { category, order, name, isVeggie, ...(sinTacc ? { sinTacc } : {}) };
      const products = await source.products(filters);
      return {
        head: pageHead(PAGE_META.menu, '/menu'),
        queries: products ? [[productsQuery(filters).queryKey, products]] : [],
        modules: ['src/features/menu/MenuPage.tsx', MENU_WIDGETS],
      };
    }
    case '/nosotros':
      return {
        head: pageHead(PAGE_META.about, pathname),
        queries: [],
        modules: ['src/features/about/AboutPage.tsx', WIDGETS],
      };
    case '/contacto':
      return {
        head: pageHead(PAGE_META.contact, pathname),
        queries: [],
        modules: ['src/features/contact/ContactPage.tsx', WIDGETS],
      };
    case '/quedicendenosotros':
      return {
        head: pageHead(PAGE_META.reviews, pathname),
        queries: [[queryKeys.reviews(), await source.reviews()]],
        modules: ['src/features/reviews/ReviewsPage.tsx', WIDGETS],
      };
    default: {
      const id = /^\/detalle\/(\d+)$/.exec(pathname)?.[1];
      if (id === undefined) return null;
      const product = Number(id) >= 1 && Number(id) <= MAX_ID ? await source.product(Number(id)) : undefined;
      if (!product) return 'missing';
      return {
        head: productHead(product, absolute),
        queries: [[productQuery(id).queryKey, product]],
        modules: ['src/features/product/ProductPage.tsx', WIDGETS],
      };
    }
  }
}

/** The whole tree rendered, lazy pages and sections included, as one string. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(tree, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every part in place, in order: a large part would otherwise be sent apart and moved into place
    // by an inline script, which the CSP (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  // A part that failed would be rendered by the browser: the server sends its shell instead.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(stream).text();
}

/**
 * Renders a public page for `url` (path and query), or answers null for a page the browser renders
 * (accounts, staff, anything else). The state rendered is a visitor's: logged out, an empty cart.
 */
export async function render(url: string, source: PageDataSource, publicUrl: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://shop.invalid');
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const plan = await planFor(address, source, absolute);
  if (plan === null) return null;
  if (plan === 'missing') return { status: 404, html: '', head: '', data: '', modules: [] };

  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, value] of plan.queries) client.setQueryData(key, value);
  const html = await renderToHtml(
    <StrictMode>
      <RenderQueryClient.Provider value={client}>
        <StaticRouter location={`${address.pathname}${address.search}`}>
          <AppRoutes />
        </StaticRouter>
      </RenderQueryClient.Provider>
    </StrictMode>,
  );
  client.clear();
  const data: InitialData = { queries: plan.queries };
  return {
    status: 200,
    html,
    head: headTags(plan.head, absolute),
    data: plan.queries.length > 0 ? scriptSafeJson(data) : '',
    modules: [...plan.modules, ...SHELL_MODULES],
  };
}
