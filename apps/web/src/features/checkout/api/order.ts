import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { api } from '../../../api/client';
import { useOrderEvents } from '../../../lib/order-events';

/** Without the live stream the tracker still moves: it looks again this often. */
const FALLBACK_POLL_MS = 5_000;

const orderKey = (purchaseId: string) => ['purchase-order', purchaseId] as const;

/** GET /orders/:purchaseId: the paid order (number, kitchen state, receipt). */
export const purchaseOrderQuery = (purchaseId: string, polling: boolean) =>
  queryOptions({
    queryKey: orderKey(purchaseId),
    queryFn: ({ signal }) => api<Order>(`/orders/${encodeURIComponent(purchaseId)}`, { signal }),
    // A ready order changes no more; a pending one is followed live, polled while the stream is down.
    refetchInterval: (query) => (polling && query.state.data?.status === 'Pendiente' ? FALLBACK_POLL_MS : false),
    retry: false,
  });

/** The customer's own order, kept up to date by its stream (GET /orders/:purchaseId/events). */
export function usePurchaseOrder(purchaseId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const connected = useOrderEvents(enabled ? `/orders/${encodeURIComponent(purchaseId)}/events` : null, () => {
    void queryClient.invalidateQueries({ queryKey: orderKey(purchaseId) });
  });
  return useQuery({ ...purchaseOrderQuery(purchaseId, !connected), enabled });
}
