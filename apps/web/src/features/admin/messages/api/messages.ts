import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, InboxPage } from '@burgers/domain/schemas/inbox-response';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

export const INBOX_KEY = queryKeys.admin.messages();

export const inboxQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.messages(page),
    queryFn: ({ signal }) => api<InboxPage>('/admin/messages', { signal, query: { page } }),
  });

/** PUT /api/admin/messages/{id}/read, when a message is opened. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<InboxMessage>(`/admin/messages/${id}/read`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
