import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { lazyWithQueries, queryBoundary } from './lazy-with-queries';
import { PAGES, STYLESHEETS, type PageModule, type PageRoute } from './pages';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorPage';
import { linkRenderedPageCode } from './ssr/page-code';

type Page = LazyExoticComponent<ComponentType>;

/** One lazy component per page module: the product forms' paths share theirs, so moving between them keeps the page. */
const loaded = new Map<PageModule, Page>();

/** What a page's lazy component (lazyPage) loads: its module or, unless it brings the query cache itself, that with its shared stylesheet and the cache. */
function pageCode({ page, queries, styles = 'widgets' }: PageRoute): Array<() => Promise<unknown>> {
  if (queries === false) return [page];
  return [page, ...(styles ? [STYLESHEETS[styles].load] : []), queryBoundary];
}

function lazyPage({ page, queries, styles = 'widgets' }: PageRoute): Page {
  let component = loaded.get(page);
  if (!component) {
    // A page's shared stylesheets load with its code, so the first screen of / does not wait for them.
    component = queries === false ? lazy(page) : lazyWithQueries(page, styles ? STYLESHEETS[styles].load : undefined);
    loaded.set(page, component);
  }
  return component;
}

function routeOf(route: PageRoute): RouteObject {
  const Page = lazyPage(route);
  const Guard = route.guard;
  const page = Guard ? (
    <Guard>
      <Page />
    </Guard>
  ) : (
    <Page />
  );
  // A page without the shop's frame has no layout's Suspense around it.
  return { path: route.path, element: route.bare ? <Suspense fallback={null}>{page}</Suspense> : page };
}

/**
 * Starts loading the code of the page at `pathname` (the browser keeps it for the page's lazy component).
 * Before a server-rendered page is taken over, this runs in a task of its own: the page's files (some
 * ten to twenty) are linked as preloads, work the taking over would otherwise do in its one long task;
 * all at once from the server's list, which leaves Vite's loader nothing to link one at a time.
 */
export function loadPageCode(pathname: string): void {
  const route = PAGES.find(({ path }) => path !== '*' && matchPath(path, pathname));
  if (!route) return;
  linkRenderedPageCode();
  for (const load of pageCode(route)) void load().catch(() => undefined);
}

/** The app's pages (app/pages.ts), inside the shop's frame unless they fill the screen alone. */
export const routes: RouteObject[] = [
  ...PAGES.filter((route) => route.bare).map(routeOf),
  { element: <RootLayout />, children: PAGES.filter((route) => !route.bare).map(routeOf) },
];

/**
 * The routes in React Router's declarative mode: the app loads its data with TanStack Query, so
 * the data router (loaders, actions) would only add weight to every page's first load.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
