import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /users/:id/orders: the customer's own orders, newest first. */
export const userOrdersQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.userOrders(userId),
    queryFn: () => api<Order[]>(`/users/${userId}/orders`),
  });

export function useUserOrders(userId: number) {
  return useQuery(userOrdersQuery(userId));
}
