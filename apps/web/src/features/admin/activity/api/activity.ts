import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { backOfficePaths } from '@burgers/domain/routes/back-office-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /api/admin/activity: newest first, 30 a page, by who or by kind of change. */
export const activityQuery = (page: number, action: string) =>
  queryOptions({
    queryKey: queryKeys.admin.activity(page, action),
    queryFn: ({ signal }) => callApi(backOfficePaths.activity, { signal, query: { page, action } }),
    placeholderData: keepPreviousData,
  });
