import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';
import { useOrderEvents } from '#lib/order-events';
import { useSession } from '#stores/session';

/** Without the live stream the tracker still moves: it looks again this often. */
const FALLBACK_POLL_MS = 5_000;

/**
 * GET /orders/:purchaseId: the paid order (number, kitchen state, receipt). Cached with the review
 * form's copy, keyed by the reader too, so one account never sees another's cached order.
 */
export const purchaseOrderQuery = (purchaseId: string, userId: number | undefined, polling: boolean) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(purchaseId, userId),
    queryFn: ({ signal }) => callApi(ordersPaths.get, { params: { purchaseId }, signal }),
    // A ready order changes no more; a pending one is followed live, polled while the stream is down.
    refetchInterval: (query) => (polling && query.state.data?.status === 'Pendiente' ? FALLBACK_POLL_MS : false),
    retry: false,
  });

/** The customer's own order, kept up to date by its stream (GET /orders/:purchaseId/events). */
export function usePurchaseOrder(purchaseId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id);
  const connected = useOrderEvents(enabled ? `/orders/${encodeURIComponent(purchaseId)}/events` : null, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(purchaseId) });
  });
  return useQuery({ ...purchaseOrderQuery(purchaseId, userId, !connected), enabled });
}
