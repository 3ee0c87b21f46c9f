import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickupPaths } from '@burgers/domain/routes/pickup-paths';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/** Under the store's key, so whatever reloads the store (a live event) reloads the slots too. */
export const SLOTS_KEY = queryKeys.slots();

/**
 * The slots offered for a cart: with its product ids, only those where every product is on sale
 * (a lunch menu gets only lunch slots).
 */
export function slotsQuery(productIds: readonly number[] = [], fulfillment: 'retiro' | 'envio' = 'retiro') {
  const products = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  // Delivery has its own slots (its hours and capacity): `?fulfillment=envio`.
  const query = { ...(products ? { products } : {}), ...(fulfillment === 'envio' ? { fulfillment } : {}) };
  return queryOptions({
    queryKey: [...SLOTS_KEY, products, fulfillment] as const,
    queryFn: ({ signal }) => callApi(pickupPaths.slots, { signal, query }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function usePickupSlots(
  enabled = true,
  productIds: readonly number[] = [],
  fulfillment: 'retiro' | 'envio' = 'retiro',
) {
  return useQuery({ ...slotsQuery(productIds, fulfillment), enabled });
}
