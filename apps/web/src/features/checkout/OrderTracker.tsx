import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import type { Order } from '@burgers/domain/types';
import { FaCheck } from '#components/icons/FaCheck';
import { DeliveryMap } from './DeliveryMap';
import { CHECKOUT_TEXT } from './messages';

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});
const timeOf = (iso: string | null) => (iso ? `${timeFormat.format(new Date(iso))} h` : '');

interface Step {
  label: string;
  time: string;
  done: boolean;
  current: boolean;
}

/**
 * Pago aprobado -> En preparación (Pendiente) -> Listo para retirar (Listo), with each step's time;
 * a delivery order: ... -> Listo -> En camino (with the rider's first name) -> Entregado.
 */
export function OrderTracker({ order }: { order: Order }) {
  const cancelled = order.status === 'Cancelado';
  const delivered = order.status === 'Entregado';
  const delivery = order.delivery ?? null;
  const inTransit = order.status === 'En camino';
  const ready = order.status === 'Listo' || inTransit || delivered;
  const steps: Step[] = [
    {
      label: order.payment.status === 'a_cobrar' ? CHECKOUT_TEXT.stepTaken : CHECKOUT_TEXT.stepPaid,
      time: timeOf(order.createdAt),
      done: true,
      current: false,
    },
    // The kitchen gets a paid order the moment it is paid.
    { label: CHECKOUT_TEXT.stepPreparing, time: timeOf(order.createdAt), done: true, current: !ready && !cancelled },
    cancelled
      ? { label: CHECKOUT_TEXT.stepCancelled, time: timeOf(order.cancelledAt), done: true, current: true }
      : // Until it is ready, the step shows the time promised at checkout.
        {
          label: delivery ? CHECKOUT_TEXT.stepReadyDelivery : CHECKOUT_TEXT.stepReady,
          time: ready ? timeOf(order.readyAt) : delivery ? '' : `aprox. ${timeOf(order.promisedAt)}`,
          done: ready,
          current: ready && !delivered && !inTransit,
        },
  ];
  if (delivery && (inTransit || (delivered && delivery.dispatchedAt))) {
    const rider = delivery.rider?.firstName;
    steps.push({
      label: rider ? CHECKOUT_TEXT.stepInTransitWith(rider) : CHECKOUT_TEXT.stepInTransit,
      time: timeOf(delivery.dispatchedAt),
      done: true,
      current: inTransit,
    });
  }
  if (delivered)
    steps.push({ label: CHECKOUT_TEXT.stepDelivered, time: timeOf(order.deliveredAt), done: true, current: true });
  return (
    <section className="card shadow-sm" aria-labelledby="order-tracker-title">
      <div className="card-body p-4">
        <h2 id="order-tracker-title" className="h3 mb-3">
          {CHECKOUT_TEXT.trackerTitle}
        </h2>
        <ol className="order-tracker" data-testid="order-tracker" aria-live="polite">
          {steps.map((step) => (
            <li
              key={step.label}
              className={`order-tracker__step${step.done ? ' is-done' : ''}${step.current ? ' is-current' : ''}`}
              aria-current={step.current ? 'step' : undefined}
            >
              <span className="order-tracker__dot" aria-hidden="true">
                {step.done && <FaCheck />}
              </span>
              <span className="order-tracker__label">{step.label}</span>
              <span className="order-tracker__time">{step.time}</span>
            </li>
          ))}
        </ol>
        {delivery && !cancelled && !delivered && (
          <p className="mt-3 mb-2 fw-semibold" data-testid="delivery-window">
            {delivery.windowText}
          </p>
        )}
        {delivery && inTransit && <DeliveryMap delivery={delivery} />}
      </div>
    </section>
  );
}
