import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '../../../api/client';

/** GET /users/:id/orders: the customer's own orders, newest first. */
export const userOrdersQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'orders'],
    queryFn: () => api<Order[]>(`/users/${userId}/orders`),
  });

export function useUserOrders(userId: number) {
  return useQuery(userOrdersQuery(userId));
}
