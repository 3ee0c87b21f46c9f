/** The newsletter's answers; types.ts infers NewsletterAudience from them. */
import { z } from './zod';

/** POST /api/newsletter, 201: the address now subscribed. */
export const newsletterSubscribedResponse = z.object({ email: z.string() });

/** POST /api/newsletter/send: how many mails went out. */
export const newsletterSentResponse = z.object({ sent: z.number().int().describe('Correos enviados') });

/** GET /api/admin/newsletter: who gets the next send, and what was sent before. */
export const newsletterAudienceResponse = z.object({
  subscribers: z.number().int(),
  sent: z.array(
    z.object({ id: z.number().int(), title: z.string(), recipients: z.number().int(), sentAt: z.string() }),
  ),
});
