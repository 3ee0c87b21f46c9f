import { z } from 'zod';
import { SANDBOX_CHOICES, SANDBOX_INSTALLMENTS } from '#adapters/payments/sandbox';
import { messages } from '#messages';

/** MercadoPago names the payment in the query (`data.id`, `type`) and repeats it in the body. */
export const webhookQuery = z.object({
  'data.id': z.string().optional(),
  type: z.string().optional(),
  topic: z.string().optional(),
});

export const webhookBody = z
  .object({
    type: z.string().optional(),
    action: z.string().optional(),
    data: z.object({ id: z.union([z.string(), z.number()]).optional() }).optional(),
  })
  .optional();

export const preferenceParams = z.object({ preferenceId: z.string().min(1).max(200) });

export const sandboxPaymentBody = z.object({
  preference_id: z
    .string({ error: messages.preferenceNotFound })
    .min(1, messages.preferenceNotFound)
    .max(200, messages.preferenceNotFound),
  status: z.enum(SANDBOX_CHOICES, { error: messages.sandboxStatusInvalid }),
  installments: z.literal(SANDBOX_INSTALLMENTS, { error: messages.sandboxInstallmentsInvalid }).default(1),
});
