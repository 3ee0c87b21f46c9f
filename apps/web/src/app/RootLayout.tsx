import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminNavbar } from './navbars/AdminNavbar';
import { EmployeeNavbar } from './navbars/EmployeeNavbar';
import { PublicNavbar } from './navbars/PublicNavbar';
import { DemoBanner } from './DemoBanner';
import { Footer } from './Footer';
import { PageLoader } from '../components/PageLoader';

/** SPEC §2: a path containing 'admin' gets the admin bar, 'employee' the employee bar, any other the public bar. */
export function barFor(pathname: string): 'admin' | 'employee' | 'public' {
  const path = pathname.toLowerCase();
  if (path.includes('admin')) return 'admin';
  if (path.includes('employee')) return 'employee';
  return 'public';
}

export function RootLayout() {
  const { pathname } = useLocation();
  const bar = barFor(pathname);
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <DemoBanner />
      {bar === 'admin' ? <AdminNavbar /> : bar === 'employee' ? <EmployeeNavbar /> : <PublicNavbar />}
      <main id="contenido" className="flex-grow-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {bar === 'public' && <Footer />}
    </div>
  );
}
