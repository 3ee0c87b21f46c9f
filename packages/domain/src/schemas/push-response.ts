/** Push notices' answers: the key a browser subscribes with, and what a subscription was taken for. */
import { z } from './zod';

/** The topics a browser subscribes to: its own order, or the kitchen's new orders (staff). */
export const PUSH_TOPICS = ['order', 'kitchen'] as const;

/** GET /api/push/key: the shop's public VAPID key. */
export const publicKeyResponse = z.object({ publicKey: z.string() });

/** POST /api/push/subscriptions, 201. */
export const subscribedResponse = z.object({
  endpoint: z.string(),
  topic: z.enum(PUSH_TOPICS),
  purchaseId: z.string().nullable(),
});
