import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
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
      callApi(ordersPaths.mark, { params: { purchaseId }, body: { status: 'Listo', employee } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
