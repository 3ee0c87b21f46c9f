import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyWithQueries } from './lazy-with-queries';
import { PAGES, STYLESHEETS, type PageModule, type PageRoute } from './pages';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorPage';

type Page = LazyExoticComponent<ComponentType>;

/** One lazy component per page module: the product forms' paths share theirs, so moving between them keeps the page. */
const loaded = new Map<PageModule, Page>();

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
