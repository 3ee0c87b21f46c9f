import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
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
      if (received !== undefined) {
        await callApi(counterPaths.takeCash, { params: { purchaseId }, body: { method: 'efectivo', received } });
      }
      return callApi(ordersPaths.mark, { params: { purchaseId }, body: { status: 'Entregado' } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
