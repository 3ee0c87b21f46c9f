import { useQueryClient } from '@tanstack/react-query';
import { useOrderEvents, type OrderEvent } from '#lib/order-events';
import { ORDERS_KEY } from '../api/orders';

/**
 * Listens to the kitchen's order events and reloads the kitchen lists on each one, so a newly
 * paid order shows at once; polling stays on as the fallback. `onOrder` hears each event (the
 * pending screen rings for new orders). Returns whether the live stream is connected.
 */
export function useLiveOrders(onOrder?: (event: OrderEvent) => void): boolean {
  const queryClient = useQueryClient();
  return useOrderEvents('/orders/events', (event) => {
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    if (event) onOrder?.(event);
  });
}
