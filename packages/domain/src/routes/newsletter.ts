import { route } from './define';
import { newsletterSendSchema, newsletterSubscriptionSchema } from '../schemas/newsletter';
import {
  newsletterAudienceResponse,
  newsletterSentResponse,
  newsletterSubscribedResponse,
} from '../schemas/newsletter-response';

/** The newsletter: subscribing, and the admin's audience and sending (the unsubscribe link is a page). */
export const newsletterRoutes = {
  subscribe: route({
    method: 'POST',
    path: '/newsletter',
    body: newsletterSubscriptionSchema,
    response: { 201: newsletterSubscribedResponse },
  }),
  send: route({
    method: 'POST',
    path: '/newsletter/send',
    body: newsletterSendSchema,
    response: { 200: newsletterSentResponse },
  }),
  audience: route({ method: 'GET', path: '/admin/newsletter', response: { 200: newsletterAudienceResponse } }),
};
