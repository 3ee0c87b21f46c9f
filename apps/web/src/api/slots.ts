import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupSlot } from '@burgers/domain/types';
import { api } from './client';
import { queryKeys } from './query-keys';

/** Under the store's key, so whatever reloads the store (a live event) reloads the slots too. */
export const SLOTS_KEY = queryKeys.slots();

/**
 * The slots offered for a cart: with its product ids, only those where every product is on sale
 * (a lunch menu gets only lunch slots).
 */
export function slotsQuery(productIds: readonly number[] = []) {
  const products = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  return queryOptions({
    queryKey: [...SLOTS_KEY, products] as const,
    queryFn: ({ signal }) => api<PickupSlot[]>('/store/slots', { signal, query: products ? { products } : undefined }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function usePickupSlots(enabled = true, productIds: readonly number[] = []) {
  return useQuery({ ...slotsQuery(productIds), enabled });
}
