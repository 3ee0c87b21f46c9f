import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { logged } from './logged';
import { STORE_KEY } from './store';

/** One 15-minute pickup slot of GET /api/store/slots. */
export interface PickupSlot {
  start: string;
  end: string;
  available: boolean;
}

/** Under the store's key, so whatever reloads the store (a live event) reloads the slots too. */
export const SLOTS_KEY = [...STORE_KEY, 'slots'] as const;

export const slotsQuery = queryOptions({
  queryKey: SLOTS_KEY,
  queryFn: ({ signal }) => logged(api<PickupSlot[]>('/store/slots', { signal }), 'los horarios de retiro'),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export function usePickupSlots(enabled = true) {
  return useQuery({ ...slotsQuery, enabled });
}
