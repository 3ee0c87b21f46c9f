import type { Order } from '@burgers/domain/types';
import { EMPLOYEE_TEXT, orderNumberText } from './messages';
import { itemCount, scheduledTime } from './pickup-timer';

/** Orders promised more than 45 minutes from now: number, time and item count, soonest first. */
export function ScheduledOrders({ orders, now }: { orders: readonly Order[]; now: Date }) {
  if (orders.length === 0) return null;
  return (
    <section className="kitchen-scheduled" aria-labelledby="kitchen-scheduled-title" data-testid="kitchen-scheduled">
      <h2 id="kitchen-scheduled-title" className="kitchen-scheduled__title">
        {EMPLOYEE_TEXT.scheduledTitle} <span className="kitchen-scheduled__count">{orders.length}</span>
      </h2>
      <p className="kitchen-scheduled__help">{EMPLOYEE_TEXT.scheduledHelp}</p>
      <ul className="kitchen-scheduled__list">
        {orders.map((order) => (
          <li
            key={order.purchaseId}
            className="kitchen-scheduled__item"
            data-testid="scheduled-order"
            data-order={order.purchaseId}
          >
            <span className="kitchen-scheduled__number">{orderNumberText(order.number, order.purchaseId)}</span>
            <span className="kitchen-scheduled__time">{scheduledTime(order.promisedAt, now)}</span>
            <span className="kitchen-scheduled__items">{EMPLOYEE_TEXT.itemCount(itemCount(order))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
