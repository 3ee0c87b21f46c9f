import { useState } from 'react';
import type { Order } from '@burgers/domain/types';
import { PageHeader } from '../../components/PageHeader';
import { useOrders } from './api/orders';
import { useLiveOrders } from './hooks/useLiveOrders';
import { LiveBadge } from './LiveBadge';
import { MarkReadyModal } from './MarkReadyModal';
import { EMPLOYEE_TEXT } from './messages';
import { OrdersPanel } from './OrdersPanel';
import { OrdersTable } from './OrdersTable';
import './employee.scss';

/** /employeependingorders: paid orders waiting in the kitchen, each with its 'Listo' button. */
export default function PendingOrdersPage() {
  const orders = useOrders('Pendiente');
  const live = useLiveOrders();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const list = orders.data ?? [];

  return (
    <>
      <PageHeader kicker={EMPLOYEE_TEXT.homeKicker} title={EMPLOYEE_TEXT.pendingTitle} subtitle={EMPLOYEE_TEXT.pendingSubtitle}>
        <LiveBadge connected={live} />
      </PageHeader>
      <div className="container py-4 employee-page">
        <OrdersPanel
          isPending={orders.isPending}
          isError={orders.isError}
          count={list.length}
          emptyTitle={EMPLOYEE_TEXT.noPending}
          emptyText={EMPLOYEE_TEXT.noPendingText}
        >
          <OrdersTable orders={list} caption={EMPLOYEE_TEXT.pendingTitle} onMarkReady={setConfirming} />
        </OrdersPanel>
      </div>
      <MarkReadyModal order={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
