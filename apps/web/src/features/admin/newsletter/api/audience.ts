import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { logged } from '../../../../api/logged';

export interface NewsletterAudience {
  subscribers: number;
  sent: Array<{ id: number; title: string; recipients: number; sentAt: string }>;
}

export const AUDIENCE_KEY = ['admin', 'newsletter'] as const;

/** GET /api/admin/newsletter: who gets the next send, and what was sent before. */
export const audienceQuery = queryOptions({
  queryKey: AUDIENCE_KEY,
  queryFn: ({ signal }) => logged(api<NewsletterAudience>('/admin/newsletter', { signal }), 'los envíos'),
});
