import { queryOptions } from '@tanstack/react-query';
import { backOfficePaths } from '@burgers/domain/routes/back-office-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /api/admin/stats: money in pesos, days as the store's yyyy-mm-dd. */
export const statsQuery = queryOptions({
  queryKey: queryKeys.admin.stats(),
  queryFn: ({ signal }) => callApi(backOfficePaths.stats, { signal }),
  // The owner leaves the home open: the figures keep up.
  refetchInterval: 60_000,
});

/** `23/11` for a store day `2026-11-23`. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
