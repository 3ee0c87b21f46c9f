import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { paidOrderColumns } from '#db/paid-order-columns';
import { orders, users, whatsappMessages, whatsappOptOuts, type WhatsAppStatus } from '#db/schema';

export type MessageRow = typeof whatsappMessages.$inferSelect;

/** Whom an order's notices go to: its opt-in and phone as checkout stored them, and its purchase. */
export async function orderRecipient(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      purchaseId: orders.purchaseId,
      whatsappOptIn: orders.whatsappOptIn,
      customerPhone: orders.customerPhone,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** A paid order with its customer, as the messages quote it (the kitchen's own selection). */
export async function paidOrder(db: Tx, purchaseId: string) {
  const [row] = await db
    .select(paidOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.purchaseId, purchaseId));
  return row;
}

export async function isOptedOut(db: Tx, phones: string[]): Promise<boolean> {
  const [row] = await db
    .select({ phone: whatsappOptOuts.phone })
    .from(whatsappOptOuts)
    .where(inArray(whatsappOptOuts.phone, phones))
    .limit(1);
  return row !== undefined;
}

/** `BAJA`: recorded once, whatever number of times it is said. */
export async function optOut(db: Tx, phone: string): Promise<void> {
  await db.insert(whatsappOptOuts).values({ phone }).onConflictDoNothing();
}

/**
 * The message's row before the call: one per order and kind, so a notice asked for twice (two
 * instances, a payment recorded twice) is sent once. Undefined: it was already taken.
 */
export async function claimMessage(
  db: Tx,
  message: { orderId: number; kind: string; template: string; phone: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(whatsappMessages)
    .values(message)
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  return row?.id;
}

/** The Cloud API's answer: its id kept (a status may have found the row first and moved it on). */
export async function markAccepted(db: Tx, id: number, waMessageId: string, at: Date): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({
      waMessageId,
      acceptedAt: at,
      status: sql`case when ${whatsappMessages.status} = 'pending' then 'accepted' else ${whatsappMessages.status} end`,
    })
    .where(eq(whatsappMessages.id, id));
}

export async function markSendFailed(db: Tx, id: number, error: string, at: Date): Promise<void> {
  await db.update(whatsappMessages).set({ status: 'failed', error, failedAt: at }).where(eq(whatsappMessages.id, id));
}

/** How far along a status is: a message never goes back to an earlier one; `failed` ends it. */
const RANK: Record<WhatsAppStatus, number> = { pending: 0, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

const TIME_COLUMN = {
  sent: 'sentAt',
  delivered: 'deliveredAt',
  read: 'readAt',
  failed: 'failedAt',
} as const satisfies Partial<Record<WhatsAppStatus, keyof MessageRow>>;

export type ReportedStatus = keyof typeof TIME_COLUMN;

/**
 * A status Meta reported for a message, under the row's lock: each status's time is recorded the
 * first time only (a repeated notification changes nothing), and the status moves only forwards.
 * Answers the row as it is now, and whether this report was news; undefined for an unknown message.
 */
export async function recordStatus(
  db: Tx,
  report: { waMessageId: string; rowId: number | null; status: ReportedStatus; at: Date; error: string | null },
): Promise<{ message: MessageRow; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    // By Meta's id; or, before the send's answer stored it, by the row id the message carried.
    const byRow =
      report.rowId === null
        ? undefined
        : and(eq(whatsappMessages.id, report.rowId), isNull(whatsappMessages.waMessageId));
    const [row] = await tx
      .select()
      .from(whatsappMessages)
      .where(
        byRow
          ? or(eq(whatsappMessages.waMessageId, report.waMessageId), byRow)
          : eq(whatsappMessages.waMessageId, report.waMessageId),
      )
      .for('update');
    if (!row) return undefined;
    const column = TIME_COLUMN[report.status];
    if (row[column] !== null) return { message: row, changed: false };
    const status = RANK[report.status] > RANK[row.status] ? report.status : row.status;
    const error = report.status === 'failed' ? (row.error ?? report.error) : row.error;
    const [updated] = await tx
      .update(whatsappMessages)
      .set({ [column]: report.at, status, error, waMessageId: row.waMessageId ?? report.waMessageId })
      .where(eq(whatsappMessages.id, row.id))
      .returning();
    return { message: updated ?? row, changed: true };
  });
}

/** Takes the fallback of a failed message: true for exactly one caller, on any instance. */
export async function claimFallback(db: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(whatsappMessages)
    .set({ fallbackAt: at })
    .where(and(eq(whatsappMessages.id, id), isNull(whatsappMessages.fallbackAt)))
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

export async function messagesOfOrder(db: Tx, orderId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(sql`${whatsappMessages.id}`);
}
