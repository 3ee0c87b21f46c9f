import type { Tx } from '#db/client';
import { scheduleReviewRequest } from '../followups/review';
import { syncOrderPoints } from '../loyalty/ledger';

/**
 * What follows an order reaching `Entregado`, picked up at the counter or brought to the door, inside
 * the transaction that moves it: its points are credited (docs/product/loyalty.md#points) and the
 * review request is scheduled an hour later (modules/followups).
 */
export async function orderHandedOver(tx: Tx, order: { id: number; userId: number }, now: Date): Promise<void> {
  await syncOrderPoints(tx, order.id, now);
  await scheduleReviewRequest(tx, order, now);
}
