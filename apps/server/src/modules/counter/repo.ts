import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { paidOrderColumns } from '#db/paid-order-columns';
import { cashCloses, cashFloats, orders, storeSettings, users } from '#db/schema';
import type { PaidOrderRow } from '../orders/presenter';

/** Any order (paid or not) with its customer, in the shape the presenter reads. */
export async function orderRowById(db: Tx, orderId: number): Promise<PaidOrderRow | undefined> {
  const [row] = await db
    .select(paidOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/** A counter QR's order by the provider's order id it was opened with (kept as its preferenceId). */
export async function orderByQr(db: Tx, qrId: string) {
  const [row] = await db
    .select({
      status: orders.status,
      purchaseId: orders.purchaseId,
      number: orders.number,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.preferenceId, qrId));
  return row;
}

/** The account with this email, if any: a known customer keeps staff orders in their history. */
export async function accountByEmail(db: Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** A paid order under its row lock, for taking its cash or marking it not picked up. */
export async function lockPaidOrder(tx: Tx, purchaseId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      purchaseId: orders.purchaseId,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      cashPaidAt: orders.cashPaidAt,
      deliveredAt: orders.deliveredAt,
      refundedAt: orders.refundedAt,
      cancelledAt: orders.cancelledAt,
      noShowAt: orders.noShowAt,
      promisedAt: orders.promisedAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.purchaseId, purchaseId))
    .for('update');
  return row;
}

export async function markCashPaid(
  tx: Tx,
  orderId: number,
  paid: { at: Date; receivedCents: number; day: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ cashPaidAt: paid.at, cashReceivedCents: paid.receivedCents, cashDay: paid.day })
    .where(and(eq(orders.id, orderId), isNull(orders.cashPaidAt)));
}

export async function markNoShow(tx: Tx, orderId: number, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ noShowAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.noShowAt)));
}

/** Orders of this customer (by account, phone or email) never picked up. */
export async function noShowsOf(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.noShowAt} is not null`));
  return Number(row?.count ?? 0);
}

export async function closeOf(db: Tx, day: string) {
  const [row] = await db.select().from(cashCloses).where(eq(cashCloses.day, day));
  return row;
}

/** Resolves to false when the day was already closed (by this call's rival, too). */
export async function insertClose(tx: Tx, close: typeof cashCloses.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(cashCloses).values(close).onConflictDoNothing().returning({ day: cashCloses.day });
  return inserted.length > 0;
}

export interface DayTakings {
  /** Cash taken into this day's drawer. */
  cashInCents: number;
  /** Cash given back on cash orders, refunded this day. */
  cashOutCents: number;
  /** Paid this day by QR, the web's Checkout Pro and payment links. */
  qrCents: number;
  webCents: number;
  linkCents: number;
  /** Cash orders of the day still owed. */
  owedCents: number;
}

const STORE_ZONE = 'America/Argentina/Buenos_Aires';

export async function dayTakings(db: Tx, day: string): Promise<DayTakings> {
  const paidToday = sql`${orders.numberDay} = ${day} and ${orders.purchaseId} is not null and ${orders.refundedAt} is null`;
  const [row] = await db
    .select({
      cashIn: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.cashDay} = ${day}), 0)`,
      qr: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentMethod} = 'qr' and ${paidToday}), 0)`,
      web: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentMethod} = 'mercadopago' and ${paidToday}), 0)`,
      link: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentMethod} = 'link' and ${paidToday}), 0)`,
      owed: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentMethod} = 'efectivo'
        and ${orders.numberDay} = ${day} and ${orders.cashPaidAt} is null and ${orders.noShowAt} is null
        and ${orders.cancelledAt} is null), 0)`,
      cashOut: sql<string>`(select coalesce(sum(r.amount_cents), 0) from order_refunds r join orders o on o.id = r.order_id
        where o.payment_method = 'efectivo' and o.cash_paid_at is not null
        and (r.created_at at time zone ${STORE_ZONE})::date = ${day}::date)`,
    })
    .from(orders)
    .where(sql`${orders.cashDay} = ${day} or ${orders.numberDay} = ${day}`);
  return {
    cashInCents: Number(row?.cashIn ?? 0),
    cashOutCents: Number(row?.cashOut ?? 0),
    qrCents: Number(row?.qr ?? 0),
    webCents: Number(row?.web ?? 0),
    linkCents: Number(row?.link ?? 0),
    owedCents: Number(row?.owed ?? 0),
  };
}

export async function writeCashSettings(db: Tx, settings: { cashOnPickup: boolean; cashMaxTotalCents: number }) {
  await db.update(storeSettings).set(settings).where(eq(storeSettings.id, 1));
}

export async function cashSettings(db: Tx): Promise<{ cashOnPickup: boolean; cashMaxTotalCents: number }> {
  const [row] = await db
    .select({ cashOnPickup: storeSettings.cashOnPickup, cashMaxTotalCents: storeSettings.cashMaxTotalCents })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? { cashOnPickup: false, cashMaxTotalCents: 0 };
}

export interface DeskSettings {
  cashDeskForEmployees: boolean;
  openingFloatCents: number;
}

export async function deskSettings(db: Tx): Promise<DeskSettings> {
  const [row] = await db
    .select({
      cashDeskForEmployees: storeSettings.cashDeskForEmployees,
      openingFloatCents: storeSettings.openingFloatCents,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? { cashDeskForEmployees: false, openingFloatCents: 0 };
}

export async function writeDeskSettings(db: Tx, settings: Partial<DeskSettings>): Promise<void> {
  await db.update(storeSettings).set(settings).where(eq(storeSettings.id, 1));
}

/** The day's own opening float, if one was set. */
export async function floatOf(db: Tx, day: string): Promise<number | null> {
  const [row] = await db.select({ cents: cashFloats.amountCents }).from(cashFloats).where(eq(cashFloats.day, day));
  return row ? row.cents : null;
}

export async function writeFloat(tx: Tx, float: typeof cashFloats.$inferInsert): Promise<void> {
  await tx
    .insert(cashFloats)
    .values(float)
    .onConflictDoUpdate({
      target: cashFloats.day,
      set: { amountCents: float.amountCents, setById: float.setById, setByName: float.setByName, setAt: float.setAt },
    });
}

/**
 * The latest paid orders (newest first, at most `limit`) of a customer known by phone (any of its E.164 forms) or email: orders staff took for them,
 * and web orders of the account with that email. Never an order staff took for someone unnamed.
 */
export async function lastPaidOrdersOf(db: Tx, who: { phones: string[]; email: string | null }, limit: number) {
  const matches = [
    who.phones.length > 0 ? inArray(orders.customerPhone, who.phones) : undefined,
    who.email ? eq(sql`lower(${orders.customerEmail})`, who.email) : undefined,
    who.email ? and(eq(orders.channel, 'web'), eq(sql`lower(${users.email})`, who.email)) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return [];
  return db
    .select({
      id: orders.id,
      purchaseId: orders.purchaseId,
      number: orders.number,
      paidAt: orders.paidAt,
      totalCents: orders.totalCents,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      customerEmail: orders.customerEmail,
      channel: orders.channel,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(isNotNull(orders.purchaseId), isNotNull(orders.paidAt), or(...matches)))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(limit);
}
