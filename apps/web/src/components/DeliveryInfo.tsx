import type { Order } from '@burgers/domain/types';

/** The fee's receipt line (`Envío a Devoto`) is charged, never cooked: the kitchen leaves it out. */
export const linesToCook = (order: Order) => order.lines.filter((line) => line.kind !== 'envio');

/**
 * `ENVÍO · Devoto` with the address and the promised window, on the kitchen card, the comanda and
 * the ready list; nothing for a pickup order.
 */
export function DeliveryInfo({ order, className = '' }: { order: Order; className?: string }) {
  const delivery = order.delivery;
  if (!delivery) return null;
  const { address } = delivery;
  const floor = [address.floor && `Piso ${address.floor}`, address.apartment && `Depto ${address.apartment}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`delivery-info ${className}`.trim()} data-testid="delivery-info">
      <p className="delivery-info__badge fw-bold mb-0">ENVÍO · {delivery.zone}</p>
      <p className="delivery-info__address mb-0">
        {address.street}
        {floor && ` · ${floor}`}
      </p>
      <p className="delivery-info__window small mb-0">{delivery.windowText}</p>
      {delivery.rider && <p className="delivery-info__rider small mb-0">Repartidor: {delivery.rider.firstName}</p>}
    </div>
  );
}
