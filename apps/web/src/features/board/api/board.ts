import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@burgers/domain/routes/back-office-paths';
import { callApi } from '#api/client';

export const BOARD_KEY = ['board'] as const;
/** Also read every half minute, so a number past its 30 minutes leaves without any event. */
const BOARD_REFRESH_MS = 30_000;

export const boardQuery = queryOptions({
  queryKey: BOARD_KEY,
  queryFn: ({ signal }) => callApi(backOfficePaths.board, { signal }),
  refetchInterval: BOARD_REFRESH_MS,
  // A TV left on for hours: retry quietly, keep showing the last list meanwhile.
  retry: true,
  retryDelay: 5_000,
});

export function useBoard() {
  return useQuery(boardQuery);
}
