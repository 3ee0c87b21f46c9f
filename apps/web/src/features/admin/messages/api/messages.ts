import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { logged } from '../../../../api/logged';

export interface InboxMessage {
  id: number;
  name: string;
  surname: string;
  email: string;
  telephone: string;
  subject: string;
  message: string;
  createdAt: string;
  read: boolean;
}

export interface InboxPage {
  messages: InboxMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

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
