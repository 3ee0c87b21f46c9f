import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import { callApi } from '#api/client';
import { ORDERS_KEY } from './orders';

/** POST /orders/:purchaseId/no-show: the customer never came; the order leaves the ready list. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) => callApi(counterPaths.noShow, { params: { purchaseId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
