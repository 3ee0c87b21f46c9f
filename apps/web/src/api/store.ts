import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoursRange } from '@burgers/domain/store-week';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /api/store: the hours, whether the local is open and whether it takes online orders. */
export interface StoreStatus {
  open: boolean;
  paused: boolean;
  acceptingOrders: boolean;
  hours: HoursRange[];
  nextOpening: string | null;
  /** The badge text as of the answer; refreshed with it. */
  badge: string;
  /** Why checkout would be refused now, or null. */
  refusal: string | null;
  prepMinutes: number;
  /** The kitchen's busy mode: 0, 10, 20 or 30 extra minutes. */
  busyMinutes: number;
  slotCapacity: number;
  scheduleDaysAhead: number;
  /** The promise an order placed now would get (ISO 8601), or null when none is taken now. */
  asapAt: string | null;
}

export const STORE_KEY = queryKeys.store();
/** Refreshed while a page stays open, so a badge or a cart left open does not lie for long. */
const STORE_REFRESH_MS = 60_000;

export const storeQuery = queryOptions({
  queryKey: STORE_KEY,
  queryFn: ({ signal }) => api<StoreStatus>('/store', { signal }),
  staleTime: 15_000,
  refetchInterval: STORE_REFRESH_MS,
});

export function useStoreStatus() {
  return useQuery(storeQuery);
}
