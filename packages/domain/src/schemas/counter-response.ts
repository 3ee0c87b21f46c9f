/** Answers of the orders staff take and of the day's cash (issue 34); types.ts infers their types. */
import { orderSchema } from './order-response';
import { z } from './zod';

/** A payment at the counter by MercadoPago's Orders API: the QR the staff's screen shows, or the Point. */
export const staffQrSchema = z.object({
  /** MercadoPago's order id: GET /api/staff/orders/qr/{id} tells when it is paid. */
  id: z.string(),
  /** The dynamic QR as a PNG data URL; null when the amount went to the store's Point terminal. */
  image: z.string().nullable(),
  terminal: z.string().nullable(),
});

/** POST /api/staff/orders: the order; a link or QR one has no purchaseId until paid, and its paymentUrl. */
export const staffOrderResponse = orderSchema.extend({
  purchaseId: z.string().nullable(),
  /** Where a link order is paid; null for cash and QR. */
  paymentUrl: z.string().nullable(),
  /** The QR to scan (method qr); null otherwise. */
  qr: staffQrSchema.nullable(),
});

/** GET /api/staff/orders/qr/{id}: whether the counter's QR was paid yet, and the order's number then. */
export const staffQrStateResponse = z.object({
  status: z.enum(['a_cobrar', 'pagado']),
  purchaseId: z.string().nullable(),
  number: z.number().nullable(),
});

const amount = z.number();

/** GET /api/admin/cash: the store's day by payment method and the drawer's expected cash, and its close. */
export const cashDeskSettingsResponse = z.object({
  /** Employees may see the day's cash and close it (admins always may). */
  cashDeskForEmployees: z.boolean(),
  /** The opening float of a day that sets none of its own. */
  openingFloat: amount,
});

export const cashDayResponse = z.object({
  day: z.string(),
  /** The day's own opening float (fondo inicial) if set, else the store's default. */
  openingFloat: amount,
  openingFloatSet: z.boolean().describe('true cuando el día tiene su propio fondo inicial'),
  byMethod: z.object({ efectivo: amount, qr: amount, mercadopago: amount, link: amount }),
  cashIn: amount,
  cashOut: amount,
  expected: amount,
  owed: amount,
  closed: z
    .object({ counted: amount, difference: amount, note: z.string(), by: z.string(), at: z.string() })
    .nullable(),
});

/** One line of a cart rebuilt from a past order, as POST /api/staff/orders takes it back. */
export const repeatedLineSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.string().optional(),
  cantidad: z.number().int(),
  note: z.string(),
  options: z.array(z.number().int()).optional(),
  baseId: z.number().int().optional(),
  ingredients: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })).optional(),
});

/** A past paid order as the counter names it: its number, when it was paid and what it cost. */
const pastOrderSchema = z.object({
  purchaseId: z.string(),
  number: z.number().int().nullable(),
  paidAt: z.string(),
  total: amount,
});

/** GET /api/staff/customers/last-order: the customer's last order, rebuilt as a cart checked now. */
export const lastOrderResponse = z.object({
  customer: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  order: pastOrderSchema,
  /** The orders before it, newest first (a few), each offered with `Repetir pedido`. */
  earlier: z.array(pastOrderSchema),
  cart: z.array(repeatedLineSchema),
  /** What is no longer sold, out of stock or outside its hours now: left out, by name. */
  missing: z.array(z.string()),
});
