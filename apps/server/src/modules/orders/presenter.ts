import type { OrderChannel, OrderState, PaymentMethod } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import { isoAtStore } from '@burgers/domain/pickup-slots';
import { fromCents } from '@burgers/domain/pricing';
import type {
  Order,
  OrderDiscount,
  OrderPayment,
  OrderItem,
  OrderLine,
  OrderLineOption,
  OrderRefund,
} from '@burgers/domain/types';
import type { orderLines, orders } from '#db/schema';
import { orderDelivery, type OrderDeliveryRow } from './delivery-presenter';

type PaymentFlag = (typeof orders.$inferSelect)['paymentFlags'][number];

const FLAG_LABELS: Record<PaymentFlag, string> = {
  paid_while_closed: MSG.paidWhilePaused,
  sold_out_at_payment: MSG.soldOutAtPayment,
  slot_exceeded: MSG.slotExceeded,
};

/** The payment's flags as the kitchen and the admin read them. */
export function paymentFlagLabels(flags: readonly PaymentFlag[]): string[] {
  return flags.map((flag) => FLAG_LABELS[flag]);
}

export type OrderLineRow = Pick<
  typeof orderLines.$inferSelect,
  | 'orderId'
  | 'position'
  | 'productId'
  | 'title'
  | 'quantity'
  | 'unitPriceCents'
  | 'discountCents'
  | 'couponCode'
  | 'custom'
> &
  Partial<Pick<typeof orderLines.$inferSelect, 'options' | 'note' | 'savings'>>;

/** A paid order as the repositories read it, joined with its customer. */
export interface PaidOrderRow extends OrderDeliveryRow {
  id: number;
  userId: number;
  purchaseId: string;
  status: 'Pendiente' | 'Listo';
  note: string;
  totalCents: number;
  employeeName: string | null;
  reviewed: boolean;
  paidAt: Date | null;
  readyAt: Date | null;
  /** When its payment was refunded or charged back; such an order is off the kitchen's lists. */
  refundedAt: Date | null;
  /** Picked up (Entregado) and by whom. */
  deliveredAt: Date | null;
  deliveredByName: string | null;
  /** Refunded in full before pickup (Cancelado). */
  cancelledAt: Date | null;
  number: number | null;
  /** The slot the customer chose; null for as soon as possible. */
  pickupAt: Date | null;
  /** The slot start promised at checkout; null only on orders older than promises. */
  promisedAt: Date | null;
  /** What the payment arrived despite (a pause or close, a sold-out product). */
  paymentFlags: PaymentFlag[];
  /** The order-level promotion's saving as priced ([{ name, amountCents }]); absent on older reads. */
  orderSavings?: unknown;
  createdAt: Date;
  /** Where it came from and who entered it (issue 34). */
  channel: OrderChannel;
  createdByName: string | null;
  /** The customer as staff took it down; the account's name otherwise. */
  customerName: string | null;
  paymentMethod: PaymentMethod;
  payWithCents: number | null;
  /** A cash order is a_cobrar until this is set. */
  cashPaidAt: Date | null;
  noShowAt: Date | null;
  /** `Avisame por WhatsApp` at checkout (modules/whatsapp); absent on reads that do not need it. */
  whatsappOptIn?: boolean;
  firstName: string;
  lastName: string;
  email: string;
  simulated: boolean;
}

/** Custom burgers have no product id; their position keeps item ids unique within the order. */
export function orderItemId(line: Pick<OrderLineRow, 'productId' | 'position'>): string {
  return line.productId === null ? `custom-${line.position + 1}` : String(line.productId);
}

/** One item per cart line; the unit price is what was paid per unit, discount included. */
export function orderItem(line: OrderLineRow): OrderItem {
  const paidCents = line.unitPriceCents * line.quantity - line.discountCents;
  return {
    id: orderItemId(line),
    title: line.title,
    quantity: line.quantity,
    unit_price: fromCents(Math.round(paidCents / line.quantity)),
  };
}

/** The custom burger snapshot checkout stored; read defensively, it is JSON from the database. */
interface StoredCustom {
  baseName?: unknown;
  ingredients?: unknown;
}

function customParts(custom: unknown): Pick<OrderLine, 'base' | 'ingredients'> {
  if (!custom || typeof custom !== 'object') return { base: null, ingredients: [] };
  const stored = custom as StoredCustom;
  const ingredients = Array.isArray(stored.ingredients) ? (stored.ingredients as unknown[]) : [];
  return {
    base: typeof stored.baseName === 'string' ? stored.baseName : null,
    ingredients: ingredients.flatMap((item) => {
      if (!item || typeof item !== 'object') return [];
      const { name, quantity } = item as { name?: unknown; quantity?: unknown };
      return typeof name === 'string' ? [{ name, quantity: typeof quantity === 'number' ? quantity : 1 }] : [];
    }),
  };
}

/** The options checkout copied onto the line ([{ name, priceCents }]); read defensively, it is JSON. */
export function lineOptions(options: unknown): OrderLineOption[] {
  if (!Array.isArray(options)) return [];
  return (options as unknown[]).flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { name, priceCents } = item as { name?: unknown; priceCents?: unknown };
    if (typeof name !== 'string') return [];
    return [{ name, price: fromCents(typeof priceCents === 'number' ? priceCents : 0) }];
  });
}

/** The delivery fee's line (`Envío a Devoto`): no product, no custom burger. */
export const isFeeLine = (line: Pick<OrderLineRow, 'productId' | 'custom' | 'title'>) =>
  line.productId === null && line.custom === null && line.title.startsWith('Envío a ');

/** A receipt line at its list price, as the cart showed it. */
export function orderLine(line: OrderLineRow): OrderLine {
  const parts = customParts(line.custom);
  return {
    id: orderItemId(line),
    // A custom burger's stored title also spells its recipe; the receipt lists that under the name.
    title: parts.base === null ? line.title : (line.title.split(': ')[0] ?? line.title),
    quantity: line.quantity,
    unit_price: fromCents(line.unitPriceCents),
    ...parts,
    options: lineOptions(line.options),
    note: line.note ?? '',
    ...(isFeeLine(line) ? { kind: 'envio' as const } : {}),
  };
}

/** Savings as checkout stored them (JSON: [{ kind, code, name, amountCents }]); read defensively. */
type StoredSaving = { code: string; name: string | null; cents: number };
function storedSavings(savings: unknown): StoredSaving[] {
  if (!Array.isArray(savings)) return [];
  return (savings as unknown[]).flatMap((item): StoredSaving[] => {
    if (!item || typeof item !== 'object') return [];
    const { kind, code, name, amountCents } = item as Record<string, unknown>;
    if (typeof amountCents !== 'number' || amountCents <= 0) return [];
    return kind === 'cupon' && typeof code === 'string'
      ? [{ code, name: null, cents: amountCents }]
      : [{ code: '', name: typeof name === 'string' ? name : '', cents: amountCents }];
  });
}

/**
 * One discount line per coupon and per promotion (`2x1 los martes`), in the order the lines first
 * used them, then the order-level promotion. Lines stored before promotions have no savings: their
 * whole discount is their coupon's.
 */
export function orderDiscounts(lines: readonly OrderLineRow[], orderSavings: unknown = []): OrderDiscount[] {
  const byKey = new Map<string, OrderDiscount & { cents: number }>();
  const add = (code: string, name: string | null, cents: number) => {
    const key = name === null ? `cupon:${code}` : `promocion:${name}`;
    const entry = byKey.get(key) ?? { code, ...(name === null ? {} : { name }), amount: 0, cents: 0 };
    entry.cents += cents;
    byKey.set(key, entry);
  };
  for (const line of lines) {
    if (line.discountCents <= 0) continue;
    const savings = storedSavings(line.savings);
    if (savings.length === 0) add(line.couponCode ?? '', null, line.discountCents);
    for (const saving of savings) add(saving.code, saving.name, saving.cents);
  }
  for (const saving of storedSavings(orderSavings)) add(saving.code, saving.name, saving.cents);
  return [...byKey.values()].map(({ cents, ...discount }) => ({ ...discount, amount: fromCents(cents) }));
}

/** A refund as the orders module reads it (refunds module's repo). */
export interface RefundRow {
  orderId: number;
  amountCents: number;
  reason: string;
  byName: string;
  createdAt: Date;
}

/**
 * The answer's state: the stored kitchen status, unless the order was picked up or cancelled
 * (those are their own columns, so every query that counts paid orders by status stays right).
 */
export function orderState(
  row: Pick<PaidOrderRow, 'status' | 'deliveredAt' | 'cancelledAt'> & Partial<Pick<PaidOrderRow, 'dispatchedAt'>>,
): OrderState {
  if (row.cancelledAt) return 'Cancelado';
  if (row.deliveredAt) return 'Entregado';
  // A delivery order stays Listo for the kitchen's counts while the rider takes it.
  if (row.dispatchedAt) return 'En camino';
  return row.status;
}

export function toRefund(refund: RefundRow): OrderRefund {
  return {
    amount: fromCents(refund.amountCents),
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    by: refund.byName,
  };
}

/** The order (docs/product/cart.md#orders); `createdAt` is when it reached the kitchen (paid), which is what the kitchen reads. */
export function toOrder(row: PaidOrderRow, lines: readonly OrderLineRow[], refunds: readonly RefundRow[] = []): Order {
  return {
    purchaseId: row.purchaseId,
    number: row.number,
    status: orderState(row),
    createdAt: (row.paidAt ?? row.createdAt).toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    pickupAt: row.pickupAt ? isoAtStore(row.pickupAt) : null,
    // An order paid before promises existed was promised its payment time.
    promisedAt: isoAtStore(row.promisedAt ?? row.paidAt ?? row.createdAt),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    noShowAt: row.noShowAt?.toISOString() ?? null,
    refundedAmount: fromCents(refunds.reduce((sum, refund) => sum + refund.amountCents, 0)),
    refunds: refunds.map(toRefund),
    employee: row.employeeName,
    customer: [
      row.customerName === null
        ? { firstName: row.firstName, lastName: row.lastName }
        : { firstName: row.customerName, lastName: '' },
    ],
    review: row.reviewed,
    simulated: row.simulated,
    // Only when there is something to say: an ordinary order keeps SPEC's shape.
    ...(row.paymentFlags.length > 0 ? { flags: paymentFlagLabels(row.paymentFlags) } : {}),
    data: {
      transaction_amount: fromCents(row.totalCents),
      additional_info: { items: lines.map(orderItem) },
      metadata: { note: row.note },
    },
    channel: row.channel,
    createdBy: row.createdByName,
    payment: orderPayment(row),
    lines: lines.map(orderLine),
    discounts: orderDiscounts(lines, row.orderSavings),
    // Only a delivery order says so: a pickup order keeps SPEC's shape.
    ...(row.fulfillment === 'envio' ? { fulfillment: 'envio' as const, delivery: orderDelivery(row) } : {}),
  };
}

/** Cash is owed until taken; the change is what the customer's note exceeds the total by. */
export function orderPayment(
  row: Pick<PaidOrderRow, 'paymentMethod' | 'payWithCents' | 'cashPaidAt' | 'totalCents'>,
): OrderPayment {
  const owed = row.paymentMethod === 'efectivo' && row.cashPaidAt === null;
  return {
    method: row.paymentMethod,
    status: owed ? 'a_cobrar' : 'pagado',
    payWith: row.payWithCents === null ? null : fromCents(row.payWithCents),
    change: row.payWithCents === null ? null : fromCents(Math.max(0, row.payWithCents - row.totalCents)),
  };
}
