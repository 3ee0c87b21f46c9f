import { pickupPromiseText, type OrderPickup } from '@burgers/domain/pickup-slots';

/**
 * When to come for a paid order: `Retiralo a partir de las 21:35` or `Programado para mañana 12:30`,
 * read against the browser's clock at the store's zone.
 */
export function PickupPromise({ order, className = '' }: { order: OrderPickup; className?: string }) {
  const text = pickupPromiseText(order, new Date());
  if (!text) return null;
  return (
    <p className={`pickup-promise ${className}`.trim()} data-testid="pickup-promise">
      {text}
    </p>
  );
}
