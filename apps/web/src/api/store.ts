import { queryOptions, useQuery } from '@tanstack/react-query';
import { storePaths } from '@burgers/domain/routes/store-paths';
import { callApi } from './client';
import { queryKeys } from './query-keys';

export const STORE_KEY = queryKeys.store();
/** Refreshed while a page stays open, so a badge or a cart left open does not lie for long. */
const STORE_REFRESH_MS = 60_000;

/** GET /api/store: the hours, whether the local is open and whether it takes online orders. */
export const storeQuery = queryOptions({
  queryKey: STORE_KEY,
  queryFn: ({ signal }) => callApi(storePaths.status, { signal }),
  staleTime: 15_000,
  refetchInterval: STORE_REFRESH_MS,
});

export function useStoreStatus() {
  return useQuery(storeQuery);
}
