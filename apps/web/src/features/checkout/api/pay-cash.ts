import { useMutation } from '@tanstack/react-query';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import type { WebCheckoutInput } from '@burgers/domain/schemas/cart';
import { callApi } from '#api/client';

/** POST /pay/cash: `Pagar en efectivo al retirar`, the order goes to the kitchen owed. */
export function usePayCash() {
  return useMutation({
    mutationFn: (request: WebCheckoutInput) => callApi(counterPaths.payCash, { body: request }),
  });
}
