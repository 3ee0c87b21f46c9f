/** The orders desk (admin) as the API answers with it; types.ts infers DeskOrder, TimelineEntry and AdminOrdersPage. */
import { orderSchema } from './order-response';
import { z } from './zod';

/** One moment of an order's life, for the desk's timeline. */
export const timelineEntrySchema = z.object({
  kind: z.enum(['created', 'paid', 'ready', 'delivered', 'refund', 'cancelled']),
  at: z.string(),
  by: z.string().nullable(),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
});

/** A desk row: the order answer plus what only the back office reads. */
export const deskOrderSchema = orderSchema.extend({
  email: z.string(),
  /** When checkout stored it, before payment. */
  placedAt: z.string(),
  /**
   * How it is paid (as every order answer says), plus the provider's payment when there is one
   * (id, installments, sandbox or not); a cash order has none: id and provider null.
   */
  payment: orderSchema.shape.payment.extend({
    id: z.string().nullable(),
    installments: z.number().int(),
    simulated: z.boolean(),
    provider: z.string().nullable(),
  }),
  coupons: z.array(z.object({ code: z.string(), percentage: z.number() })),
  subtotal: z.number(),
  timeline: z.array(timelineEntrySchema),
});

/** GET /api/admin/orders: one page of paid orders and how many match. */
export const adminOrdersResponseSchema = z.object({ rows: z.array(deskOrderSchema), count: z.number().int() });
