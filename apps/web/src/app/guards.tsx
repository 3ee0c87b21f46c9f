import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '#lib/paths';
import { afterLoginPath, loginPathFor } from '#lib/return-to';
import { useSession } from '#stores/session';

/** Client-side guards of docs/product/accounts.md#route-guards, driven by the stored user; the server checks again. */
/** A logged-in user leaves login and register: to the page a login was asked for, else home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const { search } = useLocation();
  return user ? <Navigate to={afterLoginPath(search)} replace /> : children;
}

/** A customer page opened while logged out asks for a login, then comes back here. */
export function LoggedInOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const { pathname, search, hash } = useLocation();
  return user ? children : <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user?.role === 'admin' ? children : <Navigate to={PATHS.home} replace />;
}

/** Any role except customer passes the employee gate. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user && user.role !== 'customer' ? children : <Navigate to={PATHS.home} replace />;
}
