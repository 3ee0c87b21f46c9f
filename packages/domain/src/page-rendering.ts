/**
 * Where the server and the web app meet to render the public pages (docs/decisions/0010): the web
 * build's server entry (apps/web/src/entry-server.tsx, built to dist/ssr) implements WebRenderer; the
 * server's ssr module loads it, answers its PageDataSource from the database and sends the page.
 * Types (and the one id both sides write and read) only: both sides read them from here, so neither
 * keeps a copy of the other's.
 */
import type { ProductCategory, SortOrder } from './constants';
import type { HoursRange } from './store-week';
import type { Coupon, Product, Review } from './types';

/** The menu's filters, as the menu page asks GET /products for them and as the server answers them. */
export interface MenuFilters {
  category: ProductCategory | null;
  order: SortOrder | null;
  name: string;
  isVeggie: boolean;
  /** Only what a celiac customer can eat (tag=sinTacc, also through an option such as "Pan sin TACC"). */
  sinTacc?: boolean;
}

/** What the server answers from its own database (the same answers as the public API). */
export interface PageDataSource {
  /** The menu with these filters; undefined when the API would refuse them. */
  products(filters: MenuFilters): Promise<Product[] | undefined>;
  /** An active product, or undefined. */
  product(id: number): Promise<Product | undefined>;
  coupons(): Promise<Coupon[]>;
  reviews(): Promise<Review[]>;
  storeHours(): Promise<HoursRange[]>;
}

/**
 * The id of the JSON list of a rendered page's code files the server puts beside its markup: the web
 * app links them all at once before it takes the page over (apps/web/src/app/ssr/page-code.ts).
 */
export const PAGE_CODE_ID = 'page-code';

export interface RenderedPage {
  /** 404: a product that does not exist; the browser then renders the not-found page itself. */
  status: 200 | 404;
  /** The markup of #root ('' when the browser renders the page). */
  html: string;
  /** The page's title, description, canonical address, Open Graph tags and JSON-LD. */
  head: string;
  /** The inlined data (script-safe JSON), or '' when there is none. */
  data: string;
  /** Source modules (as Vite's manifest names them) whose styles the page needs before it paints. */
  modules: string[];
}

/** What the web build's server entry exports. */
export interface WebRenderer {
  /** The paths of the pages it renders, as route patterns (`/detalle/:id`): the server answers these. */
  renderedPaths: readonly string[];
  /**
   * One address per distinct page, from a requested one (path and query): the query parameters the
   * page reads, in one order; none for a page that reads none. Rendered pages are kept under it.
   */
  pageAddress(url: string): Promise<string>;
  /** The page at that address (as pageAddress gives it), or null for a page the browser renders. */
  render(url: string, source: PageDataSource, publicUrl: string): Promise<RenderedPage | null>;
  /**
   * The source modules (as Vite's manifest names them) the browser loads to show the page at a path
   * once the shell's script has run: the server preloads their code in the shell it sends for a page
   * the browser renders, so it downloads beside that script instead of after it.
   */
  pageModules(pathname: string): string[];
  /**
   * The API addresses (`/api/...`) a page the browser renders reads as soon as it starts, with no
   * signed-in user or query string in them: the server preloads them in the shell it sends, so the
   * data downloads beside the page's code instead of after it.
   */
  pageData(pathname: string): string[];
}
