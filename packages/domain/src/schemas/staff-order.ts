/** Bodies of the orders staff take (POST /api/staff/orders), cash payments and the day's close (issue 34). */
import { checkoutSchema } from './cart';
import { isEmail } from './fields';
import { pickupSettingsSchema } from './pickup';
import { whatsappChoiceShape } from './whatsapp';
import { z } from './zod';
import { EMAIL_MAX, NAME_MAX, ORDER_TOTAL_MAX, STAFF_CHANNELS } from '../constants';
import { MSG } from '../messages';

/** Pesos with at most two decimals, from 0 to the largest order. */
const pesos = z
  .number({ error: MSG.amountInvalid })
  .min(0, MSG.amountInvalid)
  .max(ORDER_TOTAL_MAX, MSG.amountInvalid)
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    MSG.amountInvalid,
  );

export const staffCustomerSchema = z.object({
  name: z
    .string({ error: MSG.customerNameRequired })
    .trim()
    .min(1, MSG.customerNameRequired)
    .max(NAME_MAX, MSG.nameTooLong),
  /** Checked and put in E.164 by the server (libphonenumber-js); empty is none. */
  phone: z.string({ error: MSG.phoneInvalid }).trim().max(40, MSG.phoneInvalid).optional(),
  email: z
    .string({ error: MSG.loginEmailInvalid })
    .trim()
    .max(EMAIL_MAX, MSG.emailTooLong)
    .refine((text) => text === '' || isEmail(text), MSG.loginEmailInvalid)
    .transform((text) => text.toLowerCase())
    .optional(),
});

export const staffOrderSchema = checkoutSchema.extend({
  customer: staffCustomerSchema,
  channel: z.enum(STAFF_CHANNELS, { error: MSG.channelInvalid }),
  payment: z.object(
    {
      method: z.enum(['efectivo', 'qr', 'link'], { error: MSG.paymentMethodInvalid }),
      /** The note the customer pays with (cash only), for the change. */
      payWith: pesos.optional(),
    },
    { error: MSG.paymentMethodInvalid },
  ),
  /** Past a full slot: staff decided to squeeze it in (recorded in the activity log). */
  forceSlot: z.boolean().default(false),
  /** `Avisarle por WhatsApp`: the customer's phone (customer.phone) gets the order's notices there. */
  whatsapp: whatsappChoiceShape.whatsapp,
});
export type StaffOrderInput = z.input<typeof staffOrderSchema>;
export type StaffOrderData = z.output<typeof staffOrderSchema>;

/** The counter's QR, by the id the payment provider gave it. */
export const staffQrParams = z.object({ qrId: z.string().min(1).max(200) });

export const cashPaymentSchema = z.object({
  method: z.literal('efectivo', { error: MSG.paymentMethodInvalid }),
  /** What the customer handed over; the change is what exceeds the total. */
  received: pesos,
});

export const cashCloseSchema = z.object({
  counted: pesos,
  note: z.string().trim().max(500).default(''),
});

export const cashDayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.cashDayInvalid);
export const cashDayQuerySchema = z.object({ day: cashDayField.optional() });
export const cashDayParamsSchema = z.object({ day: cashDayField });
export type CashCloseInput = z.input<typeof cashCloseSchema>;

/** GET /api/staff/customers/last-order: a customer known by phone or email (either is enough). */
export const lastOrderQuerySchema = z
  .object({
    phone: z.string().trim().max(40, MSG.phoneInvalid).optional(),
    email: z.string().trim().max(EMAIL_MAX, MSG.loginEmailInvalid).optional(),
  })
  .refine((query) => Boolean(query.phone || query.email), MSG.lastOrderLookupEmpty);
export type LastOrderQueryInput = z.input<typeof lastOrderQuerySchema>;

/** PUT /api/admin/cash/settings: employees at /admin/caja, and the drawer's default opening float. */
export const cashDeskSettingsSchema = z
  .object({ cashDeskForEmployees: z.boolean().optional(), openingFloat: pesos.optional() })
  .refine(
    (body) => body.cashDeskForEmployees !== undefined || body.openingFloat !== undefined,
    MSG.cashDeskSettingsEmpty,
  );
export type CashDeskSettingsInput = z.input<typeof cashDeskSettingsSchema>;

/** PUT /api/admin/cash/{day}/float: that day's opening float (fondo inicial). */
export const cashFloatSchema = z.object({ openingFloat: pesos });

export const cashSettingsSchema = z.object({
  cashOnPickup: z.boolean(),
  cashMaxTotal: pesos,
});
export type CashSettingsInput = z.input<typeof cashSettingsSchema>;

/**
 * `PUT /api/store/settings`: the pickup settings as before, or `{ cashOnPickup, cashMaxTotal }`
 * (a body naming cashOnPickup). Each keeps its own messages.
 */
export const storeSettingsBodySchema = z.unknown().transform((body, ctx) => {
  const isCash = typeof body === 'object' && body !== null && 'cashOnPickup' in body;
  const parsed = isCash ? cashSettingsSchema.safeParse(body) : pickupSettingsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});
