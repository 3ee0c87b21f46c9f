import { todayInStore } from '@burgers/domain/coupons';
import type { Tx } from '#db/client';
import { ORDERS_CHANNEL, type OrderEvent } from './events';
import * as repo from './repo';

export type PaymentFlag = repo.PaidNow['flags'][number];

/**
 * Marks a just-paid order paid and gives it the next number of the store's day (#1, #2, ...),
 * inside the transaction that holds the order's lock, and tells every kitchen screen at commit.
 * Counted in Buenos Aires: the day changes at the store's midnight, not UTC's. Resolves to the
 * number, or null when the order was no longer awaiting payment.
 */
export async function markPaidWithNumber(tx: Tx, paid: Omit<repo.PaidNow, 'day' | 'notice'>): Promise<number | null> {
  const event: OrderEvent = { purchaseId: paid.paymentId, status: 'Pendiente' };
  return repo.markPaidWithNumber(tx, {
    ...paid,
    day: todayInStore(paid.paidAt),
    notice: { channel: ORDERS_CHANNEL, payload: JSON.stringify(event) },
  });
}
