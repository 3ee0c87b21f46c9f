/** WhatsApp notices' answers (docs/api.md#whatsapp). */
import { z } from './zod';

/** GET /api/whatsapp: whether the shop sends WhatsApp notices (its Cloud API settings are all set). */
export const whatsappAvailabilityResponse = z.object({ available: z.boolean() });

/** What became of a message: the Cloud API took it, then Meta's webhook reports; `failed` ends it. */
export const WHATSAPP_MESSAGE_STATUSES = ['pending', 'accepted', 'sent', 'delivered', 'read', 'failed'] as const;

/** GET /api/orders/{purchaseId}/whatsapp (staff): each WhatsApp message of the order, times in ISO 8601. */
export const whatsappMessageResponse = z.object({
  kind: z.string(),
  template: z.string(),
  phone: z.string(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  error: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** When the push notice and the mail went instead. */
  fallbackAt: z.string().nullable(),
  createdAt: z.string(),
});
