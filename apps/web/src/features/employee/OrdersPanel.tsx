import type { ReactNode } from 'react';
import { EmptyState } from '#components/EmptyState';
import { PageLoader } from '#components/PageLoader';
import { EMPLOYEE_TEXT } from './messages';

interface OrdersPanelProps {
  isPending: boolean;
  isError: boolean;
  count: number;
  emptyTitle: string;
  emptyText?: string;
  /** The children bring their own surface (the kitchen's cards). */
  bare?: boolean;
  children: ReactNode;
}

/** Loading, failure and empty states around an order table. */
export function OrdersPanel({
  isPending,
  isError,
  count,
  emptyTitle,
  emptyText,
  bare = false,
  children,
}: OrdersPanelProps) {
  if (isPending) return <PageLoader />;
  if (isError && count === 0) {
    return (
      <p className="alert alert-warning mb-0" role="alert">
        {EMPLOYEE_TEXT.loadFailed}
      </p>
    );
  }
  if (count === 0) return <EmptyState title={emptyTitle} text={emptyText} />;
  return bare ? children : <div className="orders-panel card shadow-sm">{children}</div>;
}
