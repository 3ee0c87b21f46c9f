import { useMutation } from '@tanstack/react-query';
import { checkoutPaths } from '@burgers/domain/routes/checkout-paths';
import type { WebCheckoutInput } from '@burgers/domain/schemas/cart';
import { callApi } from '#api/client';

/** POST /pay/mercadopago: creates the order awaiting payment and the checkout the browser goes to. */
export function useCreatePreference() {
  return useMutation({
    mutationFn: (request: WebCheckoutInput) => callApi(checkoutPaths.checkout, { body: request }),
  });
}
