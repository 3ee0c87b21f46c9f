import { z } from 'zod';
import { ORDER_STATUSES } from '@burgers/domain/constants';
import { idFieldWith } from '@burgers/domain/schemas/fields';
import { messages } from '../../messages';

export const orderItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
});

/** SPEC §3's order, the shape the kitchen and the customer's screens read. */
export const orderSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  employee: z.string().nullable(),
  customer: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  review: z.boolean(),
  data: z.object({
    transaction_amount: z.number(),
    additional_info: z.object({ items: z.array(orderItemSchema) }),
    metadata: z.object({ note: z.string() }),
  }),
});

export const errorSchema = z.object({ error: z.string() });

export const purchaseIdParams = z.object({
  purchaseId: z.string().trim().min(1, messages.orderNotFound).max(128, messages.orderNotFound),
});

export const kitchenQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: messages.orderStatusFilterInvalid }).optional(),
});

/** SPEC's client also sends the employee's name; it is ignored, the token says who it is. */
export const markReadyBody = z.object({
  status: z.literal('Listo', { error: messages.orderReadyOnly }),
});

export const reviewFlagBody = z.object({
  review: z.literal(true, { error: messages.reviewFlagInvalid }),
});

export const userIdParams = z.object({
  id: idFieldWith(messages.invalidUserId),
});

export const eventsQuery = z.object({ token: z.string().optional() });
