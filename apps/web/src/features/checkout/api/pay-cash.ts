import { useMutation } from '@tanstack/react-query';
import type { WebCheckoutInput } from '@burgers/domain/schemas/cart';
import type { Order } from '@burgers/domain/types';
import { api } from '#api/client';

/** POST /pay/cash: `Pagar en efectivo al retirar`, the order goes to the kitchen owed. */
export function usePayCash() {
  return useMutation({
    mutationFn: (request: WebCheckoutInput) => api<Order>('/pay/cash', { method: 'POST', body: request }),
  });
}
