import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { logged } from '../../../../api/logged';
import type { InboxMessage, InboxPage } from '@burgers/domain/schemas/inbox-response';

export const INBOX_KEY = ['admin', 'messages'] as const;

export const inboxQuery = (page: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, page],
    queryFn: ({ signal }) => logged(api<InboxPage>('/admin/messages', { signal, query: { page } }), 'los mensajes'),
  });

/** PUT /api/admin/messages/{id}/read, when a message is opened. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<InboxMessage>(`/admin/messages/${id}/read`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
