import { PageHeader } from '../../components/PageHeader';
import { useOrders } from './api/orders';
import { useLiveOrders } from './hooks/useLiveOrders';
import { LiveBadge } from './LiveBadge';
import { EMPLOYEE_TEXT } from './messages';
import { OrdersPanel } from './OrdersPanel';
import { OrdersTable } from './OrdersTable';
import './employee.scss';

/** /employeeordersready: finished orders with who marked them, the latest first. */
export default function ReadyOrdersPage() {
  const orders = useOrders('Listo');
  const live = useLiveOrders();
  const list = [...(orders.data ?? [])].reverse();

  return (
    <>
      <PageHeader kicker={EMPLOYEE_TEXT.homeKicker} title={EMPLOYEE_TEXT.readyTitle} subtitle={EMPLOYEE_TEXT.readySubtitle}>
        <LiveBadge connected={live} />
      </PageHeader>
      <div className="container py-4 employee-page">
        <OrdersPanel isPending={orders.isPending} isError={orders.isError} count={list.length} emptyTitle={EMPLOYEE_TEXT.noReady}>
          <OrdersTable orders={list} caption={EMPLOYEE_TEXT.readyTitle} showEmployee />
        </OrdersPanel>
      </div>
    </>
  );
}
