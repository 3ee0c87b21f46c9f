import { z } from 'zod';
import { ORDER_STATUSES } from '@burgers/domain/constants';
import { idFieldWith } from '@burgers/domain/schemas/fields';
import { messages } from '#messages';

export const purchaseIdParams = z.object({
  purchaseId: z.string().trim().min(1, messages.orderNotFound).max(128, messages.orderNotFound),
});

export const kitchenQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: messages.orderStatusFilterInvalid }).optional(),
});

/** SPEC's client also sends the employee's name; it is ignored, the token says who it is. */
export const markReadyBody = z.object({
  status: z.enum(['Listo', 'En camino', 'Entregado'], { error: messages.orderReadyOnly }),
  /** The rider who takes a delivery order out (En camino): any staff account; absent: the one assigned, or the caller. */
  riderId: idFieldWith(messages.invalidInput).optional(),
});

export const reviewFlagBody = z.object({
  review: z.literal(true, { error: messages.reviewFlagInvalid }),
});

export const eventsQuery = z.object({ token: z.string().optional() });
