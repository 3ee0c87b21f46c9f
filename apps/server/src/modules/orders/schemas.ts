import { z } from 'zod';
import { ORDER_STATUSES } from '@burgers/domain/constants';
import { messages } from '#messages';

export const purchaseIdParams = z.object({
  purchaseId: z.string().trim().min(1, messages.orderNotFound).max(128, messages.orderNotFound),
});

export const kitchenQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: messages.orderStatusFilterInvalid }).optional(),
});

/** SPEC's client also sends the employee's name; it is ignored, the token says who it is. */
export const markReadyBody = z.object({
  status: z.enum(['Listo', 'Entregado'], { error: messages.orderReadyOnly }),
});

export const reviewFlagBody = z.object({
  review: z.literal(true, { error: messages.reviewFlagInvalid }),
});

export const eventsQuery = z.object({ token: z.string().optional() });
