import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { ORDERS_KEY } from './orders';

/** POST /orders/:purchaseId/no-show: the customer never came; the order leaves the ready list. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      api<Order>(`/orders/${encodeURIComponent(purchaseId)}/no-show`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
