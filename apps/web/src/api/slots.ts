import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupSlot } from '@burgers/domain/types';
import { api } from './client';
import { queryKeys } from './query-keys';

/** Under the store's key, so whatever reloads the store (a live event) reloads the slots too. */
export const SLOTS_KEY = queryKeys.slots();

export const slotsQuery = queryOptions({
  queryKey: SLOTS_KEY,
  queryFn: ({ signal }) => api<PickupSlot[]>('/store/slots', { signal }),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export function usePickupSlots(enabled = true) {
  return useQuery({ ...slotsQuery, enabled });
}
