import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { ORDERS_KEY } from './orders';

/** PUT /orders/:purchaseId {status: 'Entregado'}: the customer picked it up; the ready list reloads. */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      api<Order>(`/orders/${encodeURIComponent(purchaseId)}`, { method: 'PUT', body: { status: 'Entregado' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
