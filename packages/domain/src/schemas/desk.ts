/**
 * The orders desk (issue 20): the refund form and the desk's and the activity log's filters (what
 * they answer is in desk-response.ts and activity-response.ts). One schema for the browser's form and
 * the server's route, one message each.
 */
import { z } from './zod';
import {
  ACTIVITY_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZE,
  ID_MAX,
  ORDER_CHANNELS,
  ORDER_STATES,
  PAYMENT_METHODS,
  REFUND_REASON_MAX,
} from '../constants';
import { MSG } from '../messages';

export const DESK_MSG = {
  reasonRequired: 'Indicá el motivo de la devolución.',
  amountInvalid: 'El monto debe ser un número mayor a cero, con hasta dos decimales.',
  nothingToRefund: 'Este pedido no tiene nada para devolver.',
  /** `{left}` as formatPrice writes it: `$ 7.500`. */
  amountTooLarge: (left: string) => `El monto supera lo que queda por devolver (${left}).`,
  providerRefundFailed: 'MercadoPago no pudo hacer la devolución. Probá de nuevo en unos minutos.',
  dateInvalid: 'La fecha debe ser un día válido con el formato aaaa-mm-dd.',
  statusInvalid: 'El estado debe ser Pendiente, Listo, Entregado o Cancelado.',
  pageInvalid: 'La página debe ser un número entero positivo.',
  searchTooLong: 'La búsqueda puede tener hasta 100 caracteres.',
  actorInvalid: 'El autor debe ser el id de un usuario.',
  actionInvalid: 'La acción no es válida.',
} as const;

/** Pesos with at most two decimals, above zero; `"1500"` or `true` are not numbers here. */
const refundAmount = z.number({ error: DESK_MSG.amountInvalid }).refine(
  (value) =>
    Number.isFinite(value) &&
    // Less than one cent is no refund at all.
    Math.round(value * 100) >= 1 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  DESK_MSG.amountInvalid,
);

export const refundBodySchema = z.object({
  /** Left out: the rest of the order. */
  amount: refundAmount.optional(),
  reason: z
    .string({ error: DESK_MSG.reasonRequired })
    .trim()
    .min(1, DESK_MSG.reasonRequired)
    .max(REFUND_REASON_MAX, DESK_MSG.reasonRequired),
});
export type RefundBody = z.infer<typeof refundBodySchema>;
export type RefundInput = z.input<typeof refundBodySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `yyyy-mm-dd` that exists (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const day = z.string().refine(isCalendarDay, DESK_MSG.dateInvalid);
const page = z
  .string()
  .regex(/^\d{1,6}$/, DESK_MSG.pageInvalid)
  .transform(Number)
  .refine((value) => value >= 1, DESK_MSG.pageInvalid);

export const adminOrdersQuerySchema = z.object({
  q: z.string().trim().max(100, DESK_MSG.searchTooLong).optional(),
  from: day.optional().or(z.literal('').transform(() => undefined)),
  to: day.optional().or(z.literal('').transform(() => undefined)),
  status: z
    .enum(ORDER_STATES, { error: DESK_MSG.statusInvalid })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The channel (web, telefono, whatsapp, mostrador) and the payment method (issue 34). */
  // One enum with '' (no filter) keeps its own message; a union would answer a generic one.
  channel: z
    .enum(['', ...ORDER_CHANNELS], { error: MSG.channelInvalid })
    .optional()
    .transform((value) => value || undefined),
  method: z
    .enum(['', ...PAYMENT_METHODS], { error: MSG.paymentMethodInvalid })
    .optional()
    .transform((value) => value || undefined),
  page: page.optional().or(z.literal('').transform(() => undefined)),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
export type AdminOrdersQueryInput = z.input<typeof adminOrdersQuerySchema>;

export const ordersCsvQuerySchema = adminOrdersQuerySchema.pick({
  from: true,
  to: true,
  q: true,
  status: true,
  channel: true,
  method: true,
});

export const ACTIVITY_ACTIONS = [
  'user.role',
  'user.deactivate',
  'user.reactivate',
  'product.create',
  'product.update',
  'product.delete',
  'product.restore',
  'product.stock',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
  'promotion.create',
  'promotion.update',
  'promotion.delete',
  'sellingWindows.update',
  'store.hours',
  'store.settings',
  'store.pause',
  'store.busy',
  'order.refund',
  'order.ready',
  'order.delivered',
  'newsletter.send',
  'invoicing.identity',
  'invoice.retry',
  'order.staff',
  'order.force_slot',
  'order.payment',
  'order.no_show',
  'cash.close',
  'cash.float',
  'delivery.zones',
  'delivery.settings',
  'order.dispatched',
  'reward.create',
  'reward.update',
  'reward.delete',
  'loyalty.update',
  'points.adjust',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityQuerySchema = z.object({
  page: page.optional().or(z.literal('').transform(() => undefined)),
  actor: z
    .string()
    .regex(/^\d{1,10}$/, DESK_MSG.actorInvalid)
    .transform(Number)
    .refine((value) => value >= 1 && value <= ID_MAX, DESK_MSG.actorInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  action: z
    .string()
    .max(40, DESK_MSG.actionInvalid)
    .regex(/^[a-z.]+$/, DESK_MSG.actionInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export { ACTIVITY_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE };
