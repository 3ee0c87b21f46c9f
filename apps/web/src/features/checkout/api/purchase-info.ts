import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutPaths } from '@burgers/domain/routes/checkout-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /pay/mercadopago/:paymentId: the payment as the provider reports it. */
export const purchaseInfoQuery = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: () => callApi(checkoutPaths.purchaseInfo, { params: { paymentId } }),
    // A payment in process changes on the provider's side; look again now and then.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'approved' ? 15_000 : false),
  });

export function usePurchaseInfo(paymentId: string) {
  return useQuery(purchaseInfoQuery(paymentId));
}
