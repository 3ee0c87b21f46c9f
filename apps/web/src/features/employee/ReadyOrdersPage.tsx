import { useState } from 'react';
import { noShowAllowed, owedText } from '@burgers/domain/counter';
import type { Order } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { PRINT_TEXT } from '#components/print/messages';
import { PrintActions } from '#components/print/PrintActions';
import { confirmAlert } from '#lib/alerts';
import { useMarkDelivered } from './api/mark-delivered';
import { useMarkNoShow } from './api/mark-no-show';
import { useOrders } from './api/orders';
import { CollectCashModal } from './CollectCashModal';
import { DeliveryReadyList } from './DeliveryReadyList';
import { useLiveOrders } from './hooks/use-live-orders';
import { useNow } from './hooks/use-now';
import { KitchenBar } from './KitchenBar';
import { EMPLOYEE_TEXT, orderNumberText } from './messages';
import { clockTime, customerName, minutesBetween, readyToday } from './order-format';
import { OrdersPanel } from './OrdersPanel';
import './employee.scss';

/** /employeeordersready: today's finished orders, the latest first, with who marked each and how long it took. */
export default function ReadyOrdersPage() {
  const orders = useOrders('Listo');
  const live = useLiveOrders();
  // Past midnight the list starts again.
  const now = useNow(60_000);
  const today = readyToday(orders.data ?? [], now);
  // Delivery orders leave with a rider (grouped by zone); the table is for what customers pick up.
  const deliveries = today.filter((order) => order.delivery);
  const list = today.filter((order) => !order.delivery);
  const deliver = useMarkDelivered();
  const noShow = useMarkNoShow();
  // Counts against the customer (they lose cash at pickup after two): asked before it is done.
  const markNoShow = async (order: Order) => {
    const number = orderNumberText(order.number, order.purchaseId);
    if (await confirmAlert(EMPLOYEE_TEXT.noShowTitle(number), EMPLOYEE_TEXT.noShowText, EMPLOYEE_TEXT.noShow)) {
      noShow.mutate(order.purchaseId);
    }
  };
  // An order still owed asks `¿Cobraste …?` before it is handed over.
  const [collecting, setCollecting] = useState<Order | null>(null);
  const handOver = (order: Order) => {
    if (order.payment.status === 'a_cobrar' && order.payment.method === 'efectivo') setCollecting(order);
    else deliver.mutate({ purchaseId: order.purchaseId });
  };

  return (
    <>
      <KitchenBar
        title={EMPLOYEE_TEXT.readyTitle}
        count={orders.isPending ? '' : EMPLOYEE_TEXT.readyCount(list.length)}
        live={live}
      />
      <div className="container-fluid py-3 employee-page">
        {deliver.isError && !collecting && (
          <p className="alert alert-warning" role="alert">
            {EMPLOYEE_TEXT.deliverFailed}
          </p>
        )}
        {noShow.isError && (
          <p className="alert alert-warning" role="alert">
            {errorText(noShow.error, EMPLOYEE_TEXT.noShowFailed)}
          </p>
        )}
        <DeliveryReadyList orders={deliveries} />
        <OrdersPanel
          isPending={orders.isPending}
          isError={orders.isError}
          count={list.length}
          emptyTitle={EMPLOYEE_TEXT.noReadyToday}
        >
          <table className="table orders-table align-middle mb-0">
            <caption className="visually-hidden">{EMPLOYEE_TEXT.readySubtitle}</caption>
            <thead>
              <tr>
                <th scope="col">{EMPLOYEE_TEXT.order}</th>
                <th scope="col">{EMPLOYEE_TEXT.customer}</th>
                <th scope="col">{EMPLOYEE_TEXT.items}</th>
                <th scope="col">{EMPLOYEE_TEXT.readyAt}</th>
                <th scope="col">{EMPLOYEE_TEXT.took}</th>
                <th scope="col">{EMPLOYEE_TEXT.markedBy}</th>
                <th scope="col">{EMPLOYEE_TEXT.pickup}</th>
                <th scope="col">{PRINT_TEXT.printColumn}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <tr key={order.purchaseId} data-order={order.purchaseId}>
                  <th scope="row" data-label={EMPLOYEE_TEXT.order} className="orders-table__number">
                    {orderNumberText(order.number, order.purchaseId)}
                  </th>
                  <td data-label={EMPLOYEE_TEXT.customer}>
                    {customerName(order)}
                    {order.payment.status === 'a_cobrar' && (
                      <span className="d-block fw-semibold text-danger-emphasis" data-testid="ready-owed">
                        {owedText(order.payment, order.data.transaction_amount)}
                      </span>
                    )}
                  </td>
                  <td data-label={EMPLOYEE_TEXT.items}>
                    <ul className="list-unstyled mb-0 orders-table__items">
                      {order.lines.map((line, index) => (
                        <li key={`${line.id}-${index}`}>
                          {line.quantity} × {line.title}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label={EMPLOYEE_TEXT.readyAt} className="text-nowrap">
                    {order.readyAt && <time dateTime={order.readyAt}>{clockTime(order.readyAt)}</time>}
                  </td>
                  <td data-label={EMPLOYEE_TEXT.took} className="text-nowrap">
                    {order.readyAt && EMPLOYEE_TEXT.waiting(minutesBetween(order.createdAt, new Date(order.readyAt)))}
                  </td>
                  <td data-label={EMPLOYEE_TEXT.markedBy}>{order.employee ?? '—'}</td>
                  <td data-label={EMPLOYEE_TEXT.pickup}>
                    {/* One tap when the customer takes it: the order leaves the ready list. */}
                    <button
                      type="button"
                      className="btn btn-sm btn-success fw-semibold"
                      disabled={deliver.isPending && deliver.variables.purchaseId === order.purchaseId}
                      onClick={() => handOver(order)}
                    >
                      {EMPLOYEE_TEXT.markDelivered}
                    </button>
                    {noShowAllowed(order, now) && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger ms-2"
                        disabled={noShow.isPending && noShow.variables === order.purchaseId}
                        onClick={() => void markNoShow(order)}
                      >
                        {EMPLOYEE_TEXT.noShow}
                      </button>
                    )}
                  </td>
                  <td data-label={PRINT_TEXT.printColumn}>
                    <PrintActions order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </OrdersPanel>
        <CollectCashModal
          order={collecting}
          pending={deliver.isPending}
          error={collecting ? deliver.error : null}
          onConfirm={(order) =>
            deliver.mutate(
              { purchaseId: order.purchaseId, received: order.payment.payWith ?? order.data.transaction_amount },
              { onSuccess: () => setCollecting(null) },
            )
          }
          onClose={() => {
            deliver.reset();
            setCollecting(null);
          }}
        />
      </div>
    </>
  );
}
