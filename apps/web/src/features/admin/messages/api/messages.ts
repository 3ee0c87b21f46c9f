import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficePaths } from '@burgers/domain/routes/back-office-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export const INBOX_KEY = queryKeys.admin.messages();

export const inboxQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.messages(page),
    queryFn: ({ signal }) => callApi(backOfficePaths.messages, { signal, query: { page } }),
  });

/** PUT /api/admin/messages/{id}/read, when a message is opened. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(backOfficePaths.readMessage, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
