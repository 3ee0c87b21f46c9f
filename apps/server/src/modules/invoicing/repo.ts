import { and, asc, count, desc, eq, gte, isNull, lt, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { AccessTicket, TicketStore } from '#adapters/arca/types';
import type { Tx } from '#db/client';
import { arcaTickets, fiscalIdentity, invoices, invoicingLease, orderRefunds, orders } from '#db/schema';

export type IdentityRow = typeof fiscalIdentity.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

export async function readIdentity(db: Tx): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(fiscalIdentity).where(eq(fiscalIdentity.id, 1));
  return row;
}

export async function writeIdentity(
  db: Tx,
  values: Omit<IdentityRow, 'id' | 'updatedAt'>,
  now: Date,
): Promise<IdentityRow> {
  const [row] = await db
    .insert(fiscalIdentity)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: fiscalIdentity.id, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('fiscal identity not written');
  return row;
}

export function ticketStore(db: Tx): TicketStore {
  return {
    async read(service) {
      const [row] = await db.select().from(arcaTickets).where(eq(arcaTickets.service, service));
      return row ? { token: row.token, sign: row.sign, expiresAt: row.expiresAt } : null;
    },
    async write(service, ticket: AccessTicket) {
      await db
        .insert(arcaTickets)
        .values({ service, ...ticket })
        .onConflictDoUpdate({ target: arcaTickets.service, set: { ...ticket, createdAt: new Date() } });
    },
  };
}

/** Takes (or extends) the one lease under which vouchers are numbered; false when another holds it. */
export async function takeLease(db: Tx, holder: string, until: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(invoicingLease)
    .set({ holder, heldUntil: until })
    .where(
      and(
        eq(invoicingLease.id, 1),
        or(isNull(invoicingLease.heldUntil), lt(invoicingLease.heldUntil, now), eq(invoicingLease.holder, holder)),
      ),
    )
    .returning({ id: invoicingLease.id });
  return rows.length > 0;
}

export async function releaseLease(db: Tx, holder: string): Promise<void> {
  await db
    .update(invoicingLease)
    .set({ holder: null, heldUntil: null })
    .where(and(eq(invoicingLease.id, 1), eq(invoicingLease.holder, holder)));
}

/**
 * Paid orders since `since` without an invoice row: the approvals, and the cash sales once their
 * cash is taken. A cash order reaches the kitchen (paid_at) before it is paid (cash_paid_at); one
 * never picked up is never charged, so it is never invoiced.
 */
export async function ordersWithoutInvoice(db: Tx, since: Date, limit: number) {
  const settledAt = sql<Date>`case when ${orders.paymentMethod} = 'efectivo' then ${orders.cashPaidAt} else ${orders.paidAt} end`;
  return db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
    .where(
      and(
        gte(orders.paidAt, since),
        sql`${orders.purchaseId} is not null`,
        // A raw parameter goes to the driver as it is: PostgreSQL's driver takes the instant as text.
        sql`${settledAt} >= ${since.toISOString()}::timestamptz`,
        isNull(invoices.id),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(limit);
}

/** Refunds since `since` of invoiced orders that have no credit note yet. */
export async function refundsWithoutCreditNote(db: Tx, since: Date, limit: number) {
  const credit = sql`credit`;
  return db
    .select({ refundId: orderRefunds.id, amountCents: orderRefunds.amountCents, invoice: invoices })
    .from(orderRefunds)
    .innerJoin(invoices, and(eq(invoices.orderId, orderRefunds.orderId), eq(invoices.kind, 'invoice')))
    .where(
      and(
        gte(orderRefunds.createdAt, since),
        sql`not exists (select 1 from ${invoices} ${credit} where ${credit}.refund_id = ${orderRefunds.id})`,
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(limit);
}

/** A new voucher job; a second one for the same order or refund is silently not made. */
export async function insertVouchers(db: Tx, rows: NewInvoice[]): Promise<void> {
  if (rows.length > 0) await db.insert(invoices).values(rows).onConflictDoNothing();
}

export async function dueVouchers(db: Tx, now: Date, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'pendiente'), lte(invoices.nextAttemptAt, now)))
    .orderBy(asc(invoices.id))
    .limit(limit);
}

export async function updateVoucher(db: Tx, id: number, values: Partial<NewInvoice>): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error('voucher not found');
  return row;
}

export async function voucherById(db: Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The last number the sandbox gave for this point of sale and type (its stand-in for ARCA's). */
export async function lastSimulatedNumber(db: Tx, pointOfSale: number, type: number): Promise<number> {
  const [row] = await db
    .select({ last: max(invoices.number) })
    .from(invoices)
    .where(
      and(
        eq(invoices.pointOfSale, pointOfSale),
        eq(invoices.type, type),
        eq(invoices.simulated, true),
        sql`${invoices.cae} is not null`,
      ),
    );
  return row?.last ?? 0;
}

export async function simulatedVoucher(db: Tx, pointOfSale: number, type: number, number: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.pointOfSale, pointOfSale),
        eq(invoices.type, type),
        eq(invoices.number, number),
        eq(invoices.simulated, true),
        sql`${invoices.cae} is not null`,
      ),
    );
  return row;
}

export async function vouchersOfOrder(db: Tx, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

export interface VoucherFilter {
  from?: string;
  to?: string;
  status?: InvoiceRow['status'];
  type?: number;
}

/** The day a voucher counts on: its date once numbered, else the day it was queued. */
const voucherDay = sql`coalesce(${invoices.voucherDate}, (${invoices.createdAt} at time zone 'America/Argentina/Buenos_Aires')::date)`;

function where(filter: VoucherFilter): SQL | undefined {
  return and(
    filter.from ? sql`${voucherDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${voucherDay} <= ${filter.to}::date` : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.type ? eq(invoices.type, filter.type) : undefined,
  );
}

export async function listVouchers(db: Tx, filter: VoucherFilter, page: { limit: number; offset: number } | null) {
  const query = db
    .select({ voucher: invoices, purchaseId: orders.purchaseId, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where(filter))
    .orderBy(desc(voucherDay), desc(invoices.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Count and sums of the filter; credit notes subtract. */
export async function voucherTotals(db: Tx, filter: VoucherFilter) {
  const sign = sql`case when ${invoices.kind} = 'credit_note' then -1 else 1 end`;
  const [row] = await db
    .select({
      count: count(),
      net: sql<number>`coalesce(sum(${sign} * ${invoices.netCents}), 0)`.mapWith(Number),
      vat: sql<number>`coalesce(sum(${sign} * ${invoices.vatCents}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${sign} * ${invoices.totalCents}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(where(filter));
  return row ?? { count: 0, net: 0, vat: 0, total: 0 };
}

export async function orderOf(db: Tx, purchaseId: string): Promise<{ id: number; paidAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.purchaseId, purchaseId));
  return row;
}

/** Why a refund was given: the credit note's one line says it. */
export async function refundReason(db: Tx, refundId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ reason: orderRefunds.reason })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  return row?.reason;
}
