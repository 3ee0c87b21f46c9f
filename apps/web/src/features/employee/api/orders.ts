import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYEE_POLL_MS, type OrderStatus } from '@burgers/domain/constants';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** Every kitchen list lives under this key, so one invalidation reloads them all. */
export const ORDERS_KEY = queryKeys.orders.lists();

/** GET /orders?status=: the kitchen's list, oldest first; reloaded every 15 s (docs/product/kitchen.md#live-orders). */
export const ordersQuery = (status: OrderStatus) =>
  queryOptions({
    queryKey: queryKeys.orders.list(status),
    queryFn: ({ signal }) => callApi(ordersPaths.kitchen, { query: { status }, signal }),
    refetchInterval: EMPLOYEE_POLL_MS,
    // The kitchen screen stays open all day: keep polling when the tab is in the background too.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export function useOrders(status: OrderStatus) {
  return useQuery(ordersQuery(status));
}
