import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryPaths } from '@burgers/domain/routes/delivery-paths';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import type { GeoPoint, RiderChoice } from '@burgers/domain/schemas/delivery-response';
import { callApi } from './client';
import { queryKeys } from './query-keys';

export const RIDER_ORDERS_KEY = ['delivery', 'rider-orders'] as const;

export type { RiderChoice };

/** GET /delivery/riders: the staff accounts a ready delivery order can be given to. */
export function useRiders() {
  return useQuery({
    queryKey: ['delivery', 'riders'],
    queryFn: ({ signal }) => callApi(deliveryPaths.riders, { signal }),
    staleTime: 60_000,
  });
}

/** GET /delivery/rider/orders: the caller's orders to bring, in the order assigned. */
export function useRiderOrders() {
  return useQuery({
    queryKey: RIDER_ORDERS_KEY,
    queryFn: ({ signal }) => callApi(deliveryPaths.riderOrders, { signal }),
    refetchInterval: 15_000,
    staleTime: 0,
  });
}

/** Every order list a delivery move changes: the kitchen's and the rider's. */
function useReloadOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
      queryClient.invalidateQueries({ queryKey: RIDER_ORDERS_KEY }),
    ]);
}

/** PUT /orders/:purchaseId/rider: staff give a ready delivery order to a rider. */
export function useAssignRider() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: ({ purchaseId, riderId }: { purchaseId: string; riderId: number }) =>
      callApi(deliveryPaths.assignRider, { params: { purchaseId }, body: { riderId } }),
    onSettled: reload,
  });
}

/** PUT /orders/:purchaseId: `En camino` (with its rider) then `Entregado`. */
export function useDeliveryMove() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: ({
      purchaseId,
      status,
      riderId,
    }: {
      purchaseId: string;
      status: 'En camino' | 'Entregado';
      riderId?: number;
    }) =>
      callApi(ordersPaths.mark, {
        params: { purchaseId },
        body: riderId === undefined ? { status } : { status, riderId },
      }),
    onSettled: reload,
  });
}

/** PUT /orders/:purchaseId/position: where the rider's phone is (the caller keeps it to every 30 s). */
export function sharePosition(purchaseId: string, point: GeoPoint) {
  return callApi(deliveryPaths.position, { params: { purchaseId }, body: point });
}
