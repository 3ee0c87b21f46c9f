import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /api/admin/activity: newest first, 30 a page, by who or by kind of change. */
export const activityQuery = (page: number, action: string) =>
  queryOptions({
    queryKey: queryKeys.admin.activity(page, action),
    queryFn: ({ signal }) => api<ActivityPage>('/admin/activity', { signal, query: { page, action } }),
    placeholderData: keepPreviousData,
  });
