import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { ORDERS_KEY } from './orders';

interface Delivery {
  purchaseId: string;
  /** Cash handed over for an order still owed (a_cobrar): taken first, then the order is delivered. */
  received?: number;
}

/**
 * PUT /orders/:purchaseId {status: 'Entregado'}: the customer picked it up; the ready list reloads.
 * An unpaid cash order is paid in the same step (POST /orders/:purchaseId/payments first).
 */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ purchaseId, received }: Delivery) => {
      const path = `/orders/${encodeURIComponent(purchaseId)}`;
      if (received !== undefined) {
        await api<Order>(`${path}/payments`, { method: 'POST', body: { method: 'efectivo', received } });
      }
      return api<Order>(path, { method: 'PUT', body: { status: 'Entregado' } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
