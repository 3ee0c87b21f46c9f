import type { StreamDeclaration } from '#lib/stream-hub';
import type { OrderEvent, OrderEventsHub } from './events';

/**
 * Live order feeds, `event: order` with the order's change: for the kitchen (every order) or one
 * customer (their own order, `wants` narrowing it).
 */
export function orderStream(
  hub: OrderEventsHub,
  wants: (event: OrderEvent) => boolean = () => true,
): StreamDeclaration<OrderEvent> {
  return {
    name: 'order',
    subscribe: (listener, onResync) => hub.subscribe(listener, onResync),
    data: (event) => JSON.stringify(event),
    wants,
  };
}
