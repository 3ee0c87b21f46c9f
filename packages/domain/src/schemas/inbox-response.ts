/** The contact inbox of /admin/mensajes as the API answers with it; the web and the tests read these types. */
import { z } from './zod';

export const inboxMessageResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  telephone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export const inboxPageResponse = z.object({
  messages: z.array(inboxMessageResponse),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type InboxMessage = z.infer<typeof inboxMessageResponse>;
export type InboxPage = z.infer<typeof inboxPageResponse>;
