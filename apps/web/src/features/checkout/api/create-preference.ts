import { useMutation } from '@tanstack/react-query';
import type { WebCheckoutInput } from '@burgers/domain/schemas/cart';
import type { PaymentPreference } from '@burgers/domain/types';
import { api } from '#api/client';

/** POST /pay/mercadopago: creates the order awaiting payment and the checkout the browser goes to. */
export function useCreatePreference() {
  return useMutation({
    mutationFn: (request: WebCheckoutInput) =>
      api<PaymentPreference>('/pay/mercadopago', { method: 'POST', body: request }),
  });
}
