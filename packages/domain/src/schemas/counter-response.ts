/** Answers of the orders staff take and of the day's cash (issue 34); types.ts infers their types. */
import { orderSchema } from './order-response';
import { z } from './zod';

/** POST /api/staff/orders: the order; a link or QR one has no purchaseId until paid, and its paymentUrl. */
export const staffOrderResponse = orderSchema.extend({
  purchaseId: z.string().nullable(),
  /** Where a link or QR order is paid; null for cash. */
  paymentUrl: z.string().nullable(),
});

const amount = z.number();

/** GET /api/admin/cash: the store's day by payment method and the drawer's expected cash, and its close. */
export const cashDayResponse = z.object({
  day: z.string(),
  openingFloat: amount,
  byMethod: z.object({ efectivo: amount, qr: amount, mercadopago: amount, link: amount }),
  cashIn: amount,
  cashOut: amount,
  expected: amount,
  owed: amount,
  closed: z
    .object({ counted: amount, difference: amount, note: z.string(), by: z.string(), at: z.string() })
    .nullable(),
});
