import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import type { StaffOrderInput } from '@burgers/domain/schemas/staff-order';
import type { StaffOrder } from '@burgers/domain/types';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export type { StaffOrder };

/** POST /staff/orders: priced by the server as a web order; the kitchen's lists reload. */
export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderInput) => callApi(counterPaths.takeOrder, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
  });
}
