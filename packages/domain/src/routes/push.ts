import { route } from './define';
import { subscribeBody, unsubscribeBody } from '../schemas/push-request';
import { publicKeyResponse, subscribedResponse } from '../schemas/push-response';
import { z } from '../schemas/zod';

/** Web push: the shop's VAPID key and this browser's subscriptions. */
export const pushRoutes = {
  key: route({ method: 'GET', path: '/push/key', response: { 200: publicKeyResponse } }),
  subscribe: route({
    method: 'POST',
    path: '/push/subscriptions',
    body: subscribeBody,
    response: { 201: subscribedResponse },
  }),
  unsubscribe: route({
    method: 'DELETE',
    path: '/push/subscriptions',
    body: unsubscribeBody,
    response: { 204: z.null() },
  }),
};
