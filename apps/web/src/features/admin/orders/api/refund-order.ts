import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import { deskPaths } from '@burgers/domain/routes/desk-paths';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import type { RefundInput } from '@burgers/domain/schemas/desk';
import { callApi } from '#api/client';
import { DESK_KEY } from './admin-orders';

/** POST /api/admin/orders/{purchaseId}/refunds; the desk and the dashboard reload after it. */
export function useRefundOrder(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundInput) => callApi(deskPaths.refund, { params: { purchaseId }, body }),
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
    mutationFn: () => callApi(ordersPaths.mark, { params: { purchaseId }, body: { status: 'Entregado' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_KEY }),
  });
}

/** POST /orders/:purchaseId/no-show: a ready order never picked up an hour past its promise. */
export function useMarkNoShow(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(counterPaths.noShow, { params: { purchaseId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_KEY }),
  });
}
