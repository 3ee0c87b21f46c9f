import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../stores/session';

/** Client-side guards of SPEC §2 and §6, driven by the stored user; the server checks again. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user ? <Navigate to="/" replace /> : children;
}

export function LoggedInOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user ? children : <Navigate to="/" replace />;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user?.role === 'admin' ? children : <Navigate to="/" replace />;
}

/** Any role except customer passes the employee gate. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user && user.role !== 'customer' ? children : <Navigate to="/" replace />;
}
