import { PUSH_TOPICS } from './push-response';
import { z } from './zod';
import { REQUEST_MSG } from '../request-messages';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** How many bytes a base64url text decodes to (as Node's Buffer counts them), with plain string ops: no Buffer in the browser. */
const decodedLength = (value: string) => Math.floor((value.replace(/=+$/, '').length * 3) / 4);

/** The first decoded byte: the top 6 bits from the first character, the low 2 from the second. */
const firstByte = (value: string) =>
  ((ALPHABET.indexOf(value[0] ?? '') << 2) | (ALPHABET.indexOf(value[1] ?? 'A') >> 4)) & 0xff;

const base64url = (bytes: number) =>
  z
    .string({ error: REQUEST_MSG.pushSubscriptionInvalid })
    .regex(BASE64URL, REQUEST_MSG.pushSubscriptionInvalid)
    .refine((value) => decodedLength(value) === bytes, REQUEST_MSG.pushSubscriptionInvalid);

/** `PushSubscription.toJSON()`: the endpoint and the browser's keys (RFC 8291). */
const subscriptionFields = {
  endpoint: z
    .string({ error: REQUEST_MSG.pushSubscriptionInvalid })
    .trim()
    .min(1, REQUEST_MSG.pushSubscriptionInvalid)
    .max(2048, REQUEST_MSG.pushSubscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // The browser's P-256 public key (an uncompressed point, first byte 4) and its 16-byte auth secret.
      p256dh: base64url(65).refine((value) => firstByte(value) === 4, REQUEST_MSG.pushSubscriptionInvalid),
      auth: base64url(16),
    },
    { error: REQUEST_MSG.pushSubscriptionInvalid },
  ),
};

const topicFields = {
  topic: z.enum(PUSH_TOPICS, { error: REQUEST_MSG.pushTopicInvalid }),
  purchaseId: z
    .string()
    .trim()
    .min(1, REQUEST_MSG.pushPurchaseIdMissing)
    .max(128, REQUEST_MSG.pushPurchaseIdMissing)
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
      message: REQUEST_MSG.pushPurchaseIdMissing,
      path: ['purchaseId'],
    }),
);
export type SubscribeBody = z.infer<typeof subscribeBody>;

export const unsubscribeBody = z.object({
  endpoint: z
    .string({ error: REQUEST_MSG.pushEndpointMissing })
    .trim()
    .min(1, REQUEST_MSG.pushEndpointMissing)
    .max(2048, REQUEST_MSG.pushEndpointMissing),
  topic: topicFields.topic.optional(),
  purchaseId: topicFields.purchaseId,
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;
