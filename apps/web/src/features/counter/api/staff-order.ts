import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderInput } from '@burgers/domain/schemas/staff-order';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** The answer of POST /staff/orders: the order, and where a link or QR is paid. */
export type StaffOrder = Omit<Order, 'purchaseId'> & { purchaseId: string | null; paymentUrl: string | null };

/** POST /staff/orders: priced by the server as a web order; the kitchen's lists reload. */
export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderInput) => api<StaffOrder>('/staff/orders', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
  });
}
