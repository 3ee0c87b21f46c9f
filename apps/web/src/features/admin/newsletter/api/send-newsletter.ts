import { useMutation } from '@tanstack/react-query';
import type { NewsletterSendData } from '@burgers/domain/schemas/newsletter';
import { api } from '../../../../api/client';

/** POST /newsletter/send: mails the issue to every subscriber and answers how many got it. */
export const useSendNewsletter = () =>
  useMutation({
    mutationFn: (issue: NewsletterSendData) => api<{ sent: number }>('/newsletter/send', { method: 'POST', body: issue }),
  });
