/** The order (docs/product/cart.md#orders) as the API answers with it; types.ts infers Order and its parts from it. */
import { orderLineOptionSchema } from './option-response';
import { z } from './zod';
import { ORDER_CHANNELS, ORDER_STATES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants';

export const orderItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
});

/** A receipt line at its list price; a custom burger also names its base and ingredients. */
export const orderLineSchema = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  base: z.string().nullable(),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** The options chosen, as named and priced when ordered (never changed by later edits). */
  options: z.array(orderLineOptionSchema),
  /** The customer's note for this item; empty when none. */
  note: z.string(),
  /** `envio` for the delivery fee's line (`Envío a Devoto`); absent on the products' lines. */
  kind: z.literal('envio').optional(),
});

/** Where and how a delivery order goes (docs/product/delivery.md); null for pickup. */
export const orderDeliverySchema = z.object({
  zone: z.string(),
  fee: z.number(),
  address: z.object({
    street: z.string(),
    floor: z.string(),
    apartment: z.string(),
    betweenStreets: z.string(),
    note: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
  /** The promised window (ISO 8601 with the store's offset) and its words: `Llega entre 21:30 y 21:45`. */
  windowFrom: z.string(),
  windowTo: z.string(),
  windowText: z.string(),
  /** The rider who took it out: their first name for the customer. */
  rider: z.object({ id: z.number().int(), firstName: z.string() }).nullable(),
  dispatchedAt: z.string().nullable(),
  /** The rider's last shared position while En camino; null otherwise. */
  position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  /** The customer's phone to call, for the staff and the rider only. */
  phone: z.string().nullable().optional(),
});

/** What one coupon (its code) or one promotion (its name, code '') took off the order. */
export const orderDiscountSchema = z.object({ code: z.string(), name: z.string().optional(), amount: z.number() });

/** Money given back: `by` is the staff member's full name, or MercadoPago for one that came by webhook. */
export const orderRefundSchema = z.object({
  amount: z.number(),
  reason: z.string(),
  createdAt: z.string(),
  by: z.string(),
});

/** The shape the kitchen and the customer's screens read, plus its number and receipt. */
export const orderSchema = z.object({
  purchaseId: z.string(),
  /** The day's short number (#N); null only for orders paid before numbering existed. */
  number: z.number().int().nullable(),
  status: z.enum(ORDER_STATES),
  createdAt: z.string(),
  /** When the kitchen marked it Listo. */
  readyAt: z.string().nullable(),
  /** The pickup slot the customer chose (ISO 8601 with the store's offset); null for as soon as possible. */
  pickupAt: z.string().nullable(),
  /** When to come: the slot start promised at checkout (ISO 8601 with the store's offset). */
  promisedAt: z.string(),
  /** When the payment was refunded, charged back or cancelled after approval: the order was cancelled. */
  refundedAt: z.string().nullable(),
  /** When the customer picked it up (Entregado). */
  deliveredAt: z.string().nullable(),
  /** When a full refund before pickup cancelled it (Cancelado). */
  cancelledAt: z.string().nullable(),
  /** When staff marked it `No retirado` (ready, never picked up an hour past its promise). */
  noShowAt: z.string().nullable(),
  /** Pesos given back so far; 0 when none. */
  refundedAmount: z.number(),
  refunds: z.array(orderRefundSchema),
  employee: z.string().nullable(),
  customer: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  review: z.boolean(),
  /** Paid on the sandbox (PAYMENTS=sandbox): no money was charged, the kitchen must know. */
  simulated: z.boolean(),
  /**
   * What the kitchen and the admin must know about the payment, in words: `Pagado durante la
   * pausa` (it arrived while orders were paused or the shop closed), `Sin stock al pagar`;
   * absent when there is nothing to say.
   */
  flags: z.array(z.string()).optional(),
  data: z.object({
    transaction_amount: z.number(),
    additional_info: z.object({ items: z.array(orderItemSchema) }),
    metadata: z.object({ note: z.string() }),
  }),
  /** Where it came from: the web shop, or staff by phone, WhatsApp or at the counter. */
  channel: z.enum(ORDER_CHANNELS),
  /** The staff member who entered it; null for a web order. */
  createdBy: z.string().nullable(),
  /** How it is paid: `a_cobrar` until the cash is taken; `change` is payWith minus the total. */
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    payWith: z.number().nullable(),
    change: z.number().nullable(),
  }),
  /** The receipt: lines at list price, then each coupon's discount; they add up to transaction_amount. */
  lines: z.array(orderLineSchema),
  discounts: z.array(orderDiscountSchema),
  /**
   * `envio` with its delivery for an order the shop's rider brings; both absent on a pickup order,
   * which keeps SPEC's shape.
   */
  fulfillment: z.enum(['retiro', 'envio']).optional(),
  delivery: orderDeliverySchema.nullable().optional(),
});

/** The `order` event of the live order streams (GET /api/orders/events and /api/orders/:purchaseId/events). */
export const orderEventSchema = z.object({
  purchaseId: z.string().min(1),
  status: z.enum(ORDER_STATES),
  /** The payment was refunded or charged back: the order left the kitchen. */
  refunded: z.literal(true).optional(),
  /** The rider shared a new position (the tracker reloads the order to show it). */
  position: z.literal(true).optional(),
});
