import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsletterPaths } from '@burgers/domain/routes/newsletter-paths';
import type { NewsletterSendInput } from '@burgers/domain/schemas/newsletter';
import { callApi } from '#api/client';
import { AUDIENCE_KEY } from './audience';

/** POST /newsletter/send: mails the issue to every subscriber and answers how many got it. */
export const useSendNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (issue: NewsletterSendInput) => callApi(newsletterPaths.send, { body: issue }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDIENCE_KEY }),
  });
};
