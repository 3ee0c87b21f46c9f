import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput } from '@burgers/domain/schemas/desk';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { DESK_KEY } from './admin-orders';

/** POST /api/admin/orders/{purchaseId}/refunds; the desk and the dashboard reload after it. */
export function useRefundOrder(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundInput) =>
      api<Order>(`/admin/orders/${encodeURIComponent(purchaseId)}/refunds`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DESK_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}

/** PUT /api/orders/{purchaseId} {status: 'Entregado'} from the desk. */
export function useDeliverOrder(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Order>(`/orders/${encodeURIComponent(purchaseId)}`, { method: 'PUT', body: { status: 'Entregado' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_KEY }),
  });
}

/** POST /orders/:purchaseId/no-show: a ready order never picked up an hour past its promise. */
export function useMarkNoShow(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Order>(`/orders/${encodeURIComponent(purchaseId)}/no-show`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_KEY }),
  });
}
