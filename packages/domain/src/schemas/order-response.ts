/** SPEC §3's order as the API answers with it; types.ts infers Order and OrderItem from it. */
import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';

export const orderItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
});

/** The shape the kitchen and the customer's screens read. */
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
