import { isStaffRole } from '@burgers/domain/order-states';
import type { StreamDeclaration } from '#lib/stream-hub';
import type { StoreEventsHub } from './events';

export { isStaffRole };

/** Staff screens' live store state: `event: store` after every change (hours, pause). */
export function storeStream(hub: StoreEventsHub): StreamDeclaration<true> {
  return {
    name: 'store',
    subscribe: (listener, onResync) => hub.subscribe(listener, onResync),
    // The event only says "reload GET /api/store".
    data: () => '{}',
  };
}

/**
 * The customers' live store: the cart's promise moves when the kitchen changes busy mode or pauses.
 * Events carry nothing but "reload GET /api/store", which anyone may read, so no session is asked.
 */
export function publicStoreStream(hub: StoreEventsHub): StreamDeclaration<true> {
  return {
    name: 'store',
    subscribe: (listener) => hub.subscribe(listener),
    data: () => '{}',
  };
}
