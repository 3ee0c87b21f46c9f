import { Button } from 'react-bootstrap';
import { owedText } from '@burgers/domain/counter';
import type { Order } from '@burgers/domain/types';
import { DeliveryInfo, linesToCook } from '#components/DeliveryInfo';
import { LineOptions } from '#components/LineOptions';
import { OrderLineRecipe } from '#components/OrderLineRecipe';
import { PrintActions } from '#components/print/PrintActions';
import { EMPLOYEE_TEXT, orderNumberText } from './messages';
import { customerName } from './order-format';
import { promiseTimer } from './pickup-timer';

interface KitchenCardProps {
  order: Order;
  now: Date;
  /** Just arrived live: the card flashes. */
  fresh: boolean;
  onMarkReady: (order: Order) => void;
}

/**
 * One pending order as the cook reads it from across the counter: the big number, how long it has
 * waited, what to make (quantity first; a custom burger's base and ingredients under it) and the
 * note. No money: the kitchen does not charge.
 */
export function KitchenCard({ order, now, fresh, onMarkReady }: KitchenCardProps) {
  // The timer counts to the time the customer was promised, not from the payment.
  const timer = promiseTimer(order.promisedAt, now);
  const tone = timer.tone;
  const timerLabel = timer.overdue
    ? EMPLOYEE_TEXT.promiseLateLabel(timer.minutes, timer.time)
    : EMPLOYEE_TEXT.promiseLeftLabel(timer.minutes, timer.time);
  const customer = customerName(order);
  const note = order.data.metadata.note.trim();
  const titleId = `kitchen-order-${order.purchaseId}`;
  return (
    <article
      className={`kitchen-card kitchen-card--${tone}${fresh ? ' kitchen-card--fresh' : ''}`}
      aria-labelledby={titleId}
      data-order={order.purchaseId}
    >
      <header className="kitchen-card__header">
        <h2 className="kitchen-card__number" id={titleId}>
          <span className="visually-hidden">{EMPLOYEE_TEXT.orderLabel(order.number, customer)}</span>
          <span aria-hidden="true">{orderNumberText(order.number, order.purchaseId)}</span>
        </h2>
        <p className="kitchen-card__wait" title={timerLabel} data-testid="kitchen-timer">
          <span className="visually-hidden">{timerLabel}</span>
          <span aria-hidden="true">
            {timer.overdue ? EMPLOYEE_TEXT.promiseLate(timer.minutes) : EMPLOYEE_TEXT.promiseLeft(timer.minutes)}
          </span>
        </p>
      </header>
      <p className="kitchen-card__promise" data-testid="kitchen-promise">
        {EMPLOYEE_TEXT.promisedFor(timer.time)}
      </p>
      <p className="kitchen-card__customer" aria-hidden="true">
        {customer}
      </p>
      <DeliveryInfo order={order} className="kitchen-card__delivery" />
      {/* Cash owed at pickup: what to charge and the change to have ready. */}
      {order.payment.status === 'a_cobrar' && (
        <p className="kitchen-card__owed fw-bold text-bg-warning rounded px-2 py-1" data-testid="kitchen-owed">
          {owedText(order.payment, order.data.transaction_amount)}
        </p>
      )}
      {order.simulated && <p className="badge text-bg-warning kitchen-card__simulated">{EMPLOYEE_TEXT.simulated}</p>}
      {/* A payment that arrived while paused or for something sold out: the order may need a refund or a call. */}
      {order.flags?.map((flag) => (
        <p key={flag} className="badge text-bg-danger kitchen-card__flag">
          {flag}
        </p>
      ))}
      <ul className="kitchen-card__lines">
        {linesToCook(order).map((line, index) => (
          <li key={`${line.id}-${index}`}>
            <span className="kitchen-card__line">
              {line.quantity} × {line.title}
            </span>
            <OrderLineRecipe line={line} className="kitchen-card__recipe" />
            {/* Options and the item's note right under the line; removals loud (SIN CEBOLLA). */}
            <LineOptions options={line.options} note={line.note} kitchen className="kitchen-card__options" />
          </li>
        ))}
      </ul>
      {note && (
        <p className="kitchen-card__note">
          <span className="fw-bold">{EMPLOYEE_TEXT.note}:</span> {note}
        </p>
      )}
      <PrintActions order={order} className="kitchen-card__print" />
      <Button
        variant="success"
        size="lg"
        className="kitchen-card__ready"
        onClick={() => onMarkReady(order)}
        aria-describedby={titleId}
      >
        {EMPLOYEE_TEXT.markReady}
      </Button>
    </article>
  );
}
