import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { BoardOrder } from '@burgers/domain/types';
import type { Tx } from '#db/client';
import { orders } from '#db/schema';

/** A number on the board as the API answers with it (domain schemas/board-response.ts). */
export type BoardRow = BoardOrder;

/** Paid orders being prepared (oldest first), then those ready since `readySince` (newest first). */
export async function boardOrders(db: Tx, readySince: Date): Promise<BoardRow[]> {
  // The board calls customers to the counter: a delivery order goes to the door, not on it.
  const paid = and(
    isNotNull(orders.purchaseId),
    isNotNull(orders.number),
    isNull(orders.refundedAt),
    eq(orders.fulfillment, 'retiro'),
  );
  const preparing = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(paid, eq(orders.status, 'Pendiente')))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const ready = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(paid, eq(orders.status, 'Listo'), gt(orders.readyAt, readySince)))
    .orderBy(desc(orders.readyAt), desc(orders.id));
  return [
    ...preparing.map((row) => ({ number: row.number ?? 0, status: 'Pendiente' as const })),
    ...ready.map((row) => ({ number: row.number ?? 0, status: 'Listo' as const })),
  ];
}

export async function orderNumber(db: Tx, purchaseId: string): Promise<number | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.purchaseId, purchaseId));
  return row?.number ?? null;
}
