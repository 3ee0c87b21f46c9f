import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderInput } from '@burgers/domain/schemas/staff-order';
import type { StaffOrder } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

export type { StaffOrder };

/** POST /staff/orders: priced by the server as a web order; the kitchen's lists reload. */
export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderInput) => api<StaffOrder>('/staff/orders', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
  });
}
