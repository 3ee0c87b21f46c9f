import { useQuery } from '@tanstack/react-query';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';
import { useSession } from '#stores/session';

/**
 * GET /orders/:purchaseId for its owner: the review form reads the order's review flag. The same
 * key as the purchase detail's (keyed by the user too, so one account never sees another's cached order).
 */
export function useOrder(purchaseId: string) {
  const userId = useSession((s) => s.user?.id);
  return useQuery({
    queryKey: queryKeys.orders.detail(purchaseId, userId),
    queryFn: () => callApi(ordersPaths.get, { params: { purchaseId } }),
    retry: false,
    staleTime: 0,
  });
}
