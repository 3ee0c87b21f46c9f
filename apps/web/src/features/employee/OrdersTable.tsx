import { Button } from 'react-bootstrap';
import { formatTotal } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';
import { EMPLOYEE_TEXT } from './messages';
import { customerName, orderTime } from './orderFormat';

interface OrdersTableProps {
  orders: Order[];
  caption: string;
  /** The ready list shows who marked each order. */
  showEmployee?: boolean;
  /** The pending list offers the 'Listo' button. */
  onMarkReady?: (order: Order) => void;
}

/**
 * The kitchen's order list: a table on wide screens; on a phone each row becomes a card whose cells
 * carry their column name (data-label), so nothing scrolls sideways.
 */
export function OrdersTable({ orders, caption, showEmployee = false, onMarkReady }: OrdersTableProps) {
  return (
    <table className="table orders-table align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{EMPLOYEE_TEXT.customer}</th>
          <th scope="col">{EMPLOYEE_TEXT.items}</th>
          <th scope="col">{EMPLOYEE_TEXT.note}</th>
          <th scope="col" className="text-lg-end">
            {EMPLOYEE_TEXT.total}
          </th>
          <th scope="col">{EMPLOYEE_TEXT.time}</th>
          {showEmployee && <th scope="col">{EMPLOYEE_TEXT.employee}</th>}
          {onMarkReady && (
            <th scope="col" className="text-lg-end">
              {EMPLOYEE_TEXT.action}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const customer = customerName(order);
          const note = order.data.metadata.note.trim();
          const customerId = `order-${order.purchaseId}-customer`;
          return (
            <tr key={order.purchaseId} data-order={order.purchaseId}>
              <th scope="row" id={customerId} data-label={EMPLOYEE_TEXT.customer} className="orders-table__customer">
                <div>
                  {customer}
                  <span className="d-block small text-body-secondary fw-normal">
                    {EMPLOYEE_TEXT.order} {order.purchaseId}
                  </span>
                  {order.simulated && <span className="badge text-bg-warning orders-table__simulated">{EMPLOYEE_TEXT.simulated}</span>}
                </div>
              </th>
              <td data-label={EMPLOYEE_TEXT.items}>
                <ul className="list-unstyled mb-0 orders-table__items">
                  {order.data.additional_info.items.map((item) => (
                    <li key={item.id}>
                      {item.title} x {item.quantity}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={EMPLOYEE_TEXT.note} className={note ? 'orders-table__note' : 'text-body-secondary'}>
                {note || EMPLOYEE_TEXT.noNote}
              </td>
              <td data-label={EMPLOYEE_TEXT.total} className="text-lg-end fw-semibold text-nowrap">
                {formatTotal(order.data.transaction_amount)}
              </td>
              <td data-label={EMPLOYEE_TEXT.time} className="text-nowrap">
                <time dateTime={order.createdAt}>{orderTime(order)}</time>
              </td>
              {showEmployee && <td data-label={EMPLOYEE_TEXT.employee}>{order.employee ?? '—'}</td>}
              {onMarkReady && (
                <td className="text-lg-end orders-table__action">
                  <Button
                    variant="success"
                    className="fw-semibold px-4"
                    onClick={() => onMarkReady(order)}
                    // The button is named 'Listo' as SPEC calls it; the row's customer tells which order.
                    aria-describedby={customerId}
                  >
                    {EMPLOYEE_TEXT.markReady}
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
