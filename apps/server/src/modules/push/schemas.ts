import { z } from 'zod';
import { PUSH_TOPICS } from '@burgers/domain/schemas/push-response';
import { messages } from '#messages';

const base64url = (bytes: number) =>
  z
    .string({ error: messages.pushSubscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, messages.pushSubscriptionInvalid)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, messages.pushSubscriptionInvalid);

/** `PushSubscription.toJSON()`: the endpoint and the browser's keys (RFC 8291). */
const subscriptionFields = {
  endpoint: z
    .string({ error: messages.pushSubscriptionInvalid })
    .trim()
    .min(1, messages.pushSubscriptionInvalid)
    .max(2048, messages.pushSubscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // The browser's P-256 public key (an uncompressed point) and its 16-byte auth secret.
      p256dh: base64url(65).refine(
        (value) => Buffer.from(value, 'base64url')[0] === 4,
        messages.pushSubscriptionInvalid,
      ),
      auth: base64url(16),
    },
    { error: messages.pushSubscriptionInvalid },
  ),
};

const topicFields = {
  topic: z.enum(PUSH_TOPICS, { error: messages.pushTopicInvalid }),
  purchaseId: z
    .string()
    .trim()
    .min(1, messages.pushPurchaseIdMissing)
    .max(128, messages.pushPurchaseIdMissing)
    .optional(),
};

/**
 * The subscription may come as the browser's JSON with the topic beside its fields, or nested
 * under `subscription`: both are what a client would naturally send.
 */
export const subscribeBody = z.preprocess(
  (body) => {
    if (body && typeof body === 'object' && 'subscription' in body) {
      const { subscription, ...rest } = body as { subscription: unknown };
      if (subscription && typeof subscription === 'object') return { ...subscription, ...rest };
    }
    return body;
  },
  z
    .object({ ...subscriptionFields, ...topicFields })
    .refine((body) => body.topic !== 'order' || body.purchaseId !== undefined, {
      message: messages.pushPurchaseIdMissing,
      path: ['purchaseId'],
    }),
);
export type SubscribeBody = z.infer<typeof subscribeBody>;

export const unsubscribeBody = z.object({
  endpoint: z
    .string({ error: messages.pushEndpointMissing })
    .trim()
    .min(1, messages.pushEndpointMissing)
    .max(2048, messages.pushEndpointMissing),
  topic: topicFields.topic.optional(),
  purchaseId: topicFields.purchaseId,
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;
