import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { ORDERS_KEY } from './orders';

interface MarkReady {
  purchaseId: string;
  /** The employee's full name (docs/product/kitchen.md#marking-an-order-ready); the server records the one in the token. */
  employee: string;
}

/** PUT /orders/:purchaseId {status: 'Listo'}, then every kitchen list reloads. */
export function useMarkReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, employee }: MarkReady) =>
      api<Order>(`/orders/${encodeURIComponent(purchaseId)}`, { method: 'PUT', body: { status: 'Listo', employee } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
