import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /users/:id/orders: the customer's own orders, newest first. */
export const userOrdersQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.userOrders(userId),
    queryFn: () => callApi(ordersPaths.ofUser, { params: { id: userId } }),
  });

export function useUserOrders(userId: number) {
  return useQuery(userOrdersQuery(userId));
}
