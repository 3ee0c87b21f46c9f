import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseInfo } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /pay/mercadopago/:paymentId: the payment as the provider reports it. */
export const purchaseInfoQuery = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: () => api<PurchaseInfo>(`/pay/mercadopago/${encodeURIComponent(paymentId)}`),
    // A payment in process changes on the provider's side; look again now and then.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'approved' ? 15_000 : false),
  });

export function usePurchaseInfo(paymentId: string) {
  return useQuery(purchaseInfoQuery(paymentId));
}
