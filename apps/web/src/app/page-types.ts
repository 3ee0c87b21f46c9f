/** The shapes of the page table (pages.ts) and the shared styles a page may load with it. */
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { PageDataSource } from '@burgers/domain/page-rendering';
import type { PageHead } from './ssr/page-head';

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
