import { Suspense } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { PageLoader } from '#components/PageLoader';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { DemoBanner } from './DemoBanner';
import { Footer } from './Footer';
import { lazyWithQueries } from './lazy-with-queries';
import { PublicNavbar } from './navbars/PublicNavbar';
import { PAGES } from './pages';
import { SessionExpiry } from './SessionExpiry';

// Staff bars (and the live store state they carry, through queries) load only on staff pages, never in the storefront's first load.
const AdminNavbar = lazyWithQueries(() => import('./navbars/AdminNavbar'));
const EmployeeNavbar = lazyWithQueries(() => import('./navbars/EmployeeNavbar'));

/**
 * Which page a path shows, as a key: the position of the first route with its module, so the paths
 * of one page (the product forms', two products') share it and moving between them keeps the page.
 */
export function pageKeyFor(pathname: string): string {
  const route = PAGES.find(({ path }) => path !== '*' && matchPath(path, pathname));
  return route ? String(PAGES.findIndex(({ page }) => page === route.page)) : '*';
}

/** docs/product/storefront.md#navigation-bars: a path containing 'admin' gets the admin bar, 'employee' the employee bar, any other the public bar. */
export function barFor(pathname: string): 'admin' | 'employee' | 'public' {
  const path = pathname.toLowerCase();
  if (path.includes('admin')) return 'admin';
  // The counter and the rider's page are the staff's (and the owner's): they carry the staff bar.
  if (path.includes('employee') || path.startsWith(PATHS.counter) || path.startsWith(PATHS.rider)) return 'employee';
  return 'public';
}

export function RootLayout() {
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  // An employee the owner lets into /admin/caja keeps the staff bar: the admin's links are not theirs.
  const pathBar = barFor(pathname);
  const bar = pathBar === 'admin' && role === 'employee' ? 'employee' : pathBar;
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      {bar === 'public' ? (
        <PublicNavbar />
      ) : (
        <Suspense key={bar} fallback={<div className="site-navbar site-navbar--staff site-navbar--loading" />}>
          {bar === 'admin' ? <AdminNavbar /> : <EmployeeNavbar />}
        </Suspense>
      )}
      <main id="contenido" className="flex-grow-1">
        {/* A boundary per page: a visitor who leaves a page while its code loads (back, a link)
            gets a fresh boundary that waits for the page now asked for, never the abandoned one. */}
        <Suspense key={pageKeyFor(pathname)} fallback={<PageLoader reserve />}>
          <Outlet />
        </Suspense>
      </main>
      {bar === 'public' && <Footer />}
      <DemoBanner />
      <SessionExpiry />
    </div>
  );
}
