import { ADMIN_ORDERS_PAGE_SIZE, STORE_TIME_ZONE } from '@burgers/domain/constants';
import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@burgers/domain/counter';
import { fromCents } from '@burgers/domain/pricing';
import type { AdminOrdersQuery } from '@burgers/domain/schemas/desk';
import type { DeskOrder, Order, TimelineEntry } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { spreadsheetCsv } from '#lib/csv';
import { notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { withLines } from '../orders/service';

type DeskContext = Pick<AppContext, 'db'>;

function timeline(row: repo.DeskOrderRow, order: Order): TimelineEntry[] {
  const entry = (
    kind: TimelineEntry['kind'],
    at: Date | string,
    extra: Partial<TimelineEntry> = {},
  ): TimelineEntry => ({
    kind,
    at: typeof at === 'string' ? at : at.toISOString(),
    by: null,
    amount: null,
    reason: null,
    ...extra,
  });
  const entries = [entry('created', row.createdAt)];
  if (row.paidAt) entries.push(entry('paid', row.paidAt));
  if (row.readyAt) entries.push(entry('ready', row.readyAt, { by: row.employeeName }));
  if (row.deliveredAt) entries.push(entry('delivered', row.deliveredAt, { by: row.deliveredByName }));
  for (const refund of order.refunds) {
    entries.push(entry('refund', refund.createdAt, { by: refund.by, amount: refund.amount, reason: refund.reason }));
  }
  if (row.cancelledAt) entries.push(entry('cancelled', row.cancelledAt));
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The order answer plus the desk's extras: email, payment, coupons and the timeline. */
async function toDeskOrders(db: Tx, rows: readonly repo.DeskOrderRow[]): Promise<DeskOrder[]> {
  const [answers, paid, coupons] = [
    await withLines(db, rows),
    await repo.paymentsOf(
      db,
      rows.map((row) => row.purchaseId),
    ),
    await repo.couponsOf(
      db,
      rows.map((row) => row.id),
    ),
  ];
  return rows.map((row, index) => {
    const order = answers[index]!;
    const payment = paid.find((p) => p.id === row.purchaseId);
    return {
      ...order,
      email: row.email,
      placedAt: row.createdAt.toISOString(),
      payment: {
        ...order.payment,
        id: payment?.id ?? null,
        installments: payment?.installments ?? 1,
        simulated: payment?.provider === 'sandbox',
        provider: payment?.provider ?? null,
      },
      coupons: coupons.filter((c) => c.orderId === row.id).map((c) => ({ code: c.code, percentage: c.percentage })),
      subtotal: fromCents(row.subtotalCents),
      timeline: timeline(row, order),
    };
  });
}

export async function listOrders(
  ctx: DeskContext,
  query: AdminOrdersQuery,
): Promise<{ rows: DeskOrder[]; count: number }> {
  const page = query.page ?? 1;
  const filter = deskFilter(query);
  const [rows, count] = [
    await repo.findOrders(ctx.db, filter, {
      limit: ADMIN_ORDERS_PAGE_SIZE,
      offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    }),
    await repo.countOrders(ctx.db, filter),
  ];
  return { rows: await toDeskOrders(ctx.db, rows), count };
}

export async function deskOrder(ctx: DeskContext, purchaseId: string): Promise<DeskOrder> {
  const row = await repo.findOrder(ctx.db, purchaseId);
  if (!row) throw notFound(messages.orderNotFound);
  const [order] = await toDeskOrders(ctx.db, [row]);
  return order!;
}

/** The desk's filters as the repository reads them; an empty search is none. */
function deskFilter(query: Omit<AdminOrdersQuery, 'page'>): repo.DeskFilter {
  return {
    q: query.q || undefined,
    from: query.from,
    to: query.to,
    status: query.status,
    channel: query.channel,
    method: query.method,
  };
}

export const CSV_COLUMNS = [
  'Número',
  'Fecha',
  'Cliente',
  'Email',
  'Productos',
  'Subtotal',
  'Descuentos',
  'Total',
  'Devuelto',
  'Estado',
  'Pago',
  'Canal',
  'Medio de pago',
];

const storeClock = new Intl.DateTimeFormat('es-AR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/mm/aaaa HH:MM` in the store's zone, whatever zone the server runs in. */
export function csvDate(at: Date): string {
  const part = Object.fromEntries(storeClock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** Pesos with a decimal comma and no thousands mark, as a spreadsheet set to Spanish reads them. */
export const csvMoney = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The accountant's file: one row per paid order of the range, UTF-8 with a byte-order mark, `;`
 * between fields (Excel in Argentina opens it as columns). Total minus Devuelto adds up to the
 * dashboard's sales of the same days.
 */
export async function ordersCsv(ctx: DeskContext, query: AdminOrdersQuery): Promise<string> {
  const filter = deskFilter(query);
  const rows = await toDeskOrders(ctx.db, await repo.findOrders(ctx.db, filter));
  const records = rows.map((order) => {
    const cents = (pesos: number) => Math.round(pesos * 100);
    const payment = order.payment;
    const pay = payment.provider
      ? `${payment.simulated ? 'Simulado' : 'MercadoPago'}${payment.installments > 1 ? `, ${payment.installments} cuotas` : ''}`
      : PAYMENT_STATUS_LABELS[payment.status];
    return [
      order.number === null ? '' : String(order.number),
      csvDate(new Date(order.createdAt)),
      order.customer.map((c) => `${c.firstName} ${c.lastName}`.trim()).join(', '),
      order.email,
      order.lines.map((line) => `${line.quantity} x ${line.title}`).join(', '),
      csvMoney(cents(order.subtotal)),
      csvMoney(cents(order.subtotal) - cents(order.data.transaction_amount)),
      csvMoney(cents(order.data.transaction_amount)),
      csvMoney(cents(order.refundedAmount)),
      order.status,
      pay,
      CHANNEL_LABELS[order.channel],
      PAYMENT_METHOD_LABELS[payment.method],
    ];
  });
  return spreadsheetCsv([CSV_COLUMNS, ...records]);
}
