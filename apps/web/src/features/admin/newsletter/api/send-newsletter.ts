import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterSendInput } from '@burgers/domain/schemas/newsletter';
import type { NewsletterSent } from '@burgers/domain/types';
import { api } from '#api/client';
import { AUDIENCE_KEY } from './audience';

/** POST /newsletter/send: mails the issue to every subscriber and answers how many got it. */
export const useSendNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (issue: NewsletterSendInput) =>
      api<NewsletterSent>('/newsletter/send', { method: 'POST', body: issue }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDIENCE_KEY }),
  });
};
