/**
 * The points ledger (docs/product/loyalty.md#points): rows are only ever added, a balance is their
 * sum, and every write that depends on a balance runs under the customer's row lock.
 */
import { addMonths, pointsFor, pointsToExpire } from '@burgers/domain/loyalty';
import { LOYALTY_MSG } from '@burgers/domain/loyalty-messages';
import type { Tx } from '#db/client';
import { conflict } from '#lib/errors';
import * as repo from './repo';

export const balanceOf = (rows: readonly Pick<repo.LedgerRow, 'points'>[]) =>
  rows.reduce((sum, row) => sum + row.points, 0);

/** Holds (redeemed rows) of one order not yet given back; a release is a positive `reversed` with the reward. */
function openHold(rows: readonly repo.LedgerRow[], orderId: number): repo.LedgerRow | null {
  const mine = rows.filter((row) => row.orderId === orderId && row.rewardId !== null);
  const net = mine.reduce((sum, row) => sum + (row.kind === 'redeemed' || row.kind === 'reversed' ? row.points : 0), 0);
  return net < 0 ? (mine.findLast((row) => row.kind === 'redeemed') ?? null) : null;
}

/** An unpaid order that can no longer be paid: its payment window is over. */
const deadCheckout = (order: { status: string; expiresAt: Date | null }, now: Date) =>
  (order.status === 'awaiting_payment' || order.status === 'rejected') &&
  order.expiresAt !== null &&
  order.expiresAt.getTime() <= now.getTime();

/**
 * Under the lock: gives back the holds of checkouts that expired unpaid and writes what expired,
 * so the ledger's sum is the balance at `now`. Returns the rows after settling.
 */
export async function settle(tx: Tx, userId: number, now: Date): Promise<repo.LedgerRow[]> {
  await repo.lockCustomer(tx, userId);
  let rows = await repo.ledgerOf(tx, userId);
  const held = [
    ...new Set(rows.filter((row) => row.kind === 'redeemed' && row.orderId !== null).map((row) => row.orderId ?? 0)),
  ];
  const facts = await repo.orderFacts(tx, held);
  let changed = false;
  for (const order of facts) {
    const hold = openHold(rows, order.id);
    if (hold && deadCheckout(order, now)) {
      await giveBack(tx, hold, 'Pago no completado a tiempo');
      changed = true;
    }
  }
  if (changed) rows = await repo.ledgerOf(tx, userId);
  const lapsed = pointsToExpire(rows, now);
  if (lapsed > 0) {
    await repo.append(tx, { userId, kind: 'expired', points: -lapsed, reason: 'Puntos vencidos', createdAt: now });
    rows = await repo.ledgerOf(tx, userId);
  }
  return rows;
}

async function giveBack(tx: Tx, hold: repo.LedgerRow, reason: string): Promise<void> {
  await repo.append(tx, {
    userId: hold.userId,
    kind: 'reversed',
    points: -hold.points,
    orderId: hold.orderId,
    rewardId: hold.rewardId,
    reason,
  });
}

/** Holds a reward's points for an order being checked out; 409 when the balance does not reach. */
export async function holdPoints(
  tx: Tx,
  hold: { userId: number; orderId: number; rewardId: number; points: number; rewardName: string },
  now: Date,
): Promise<void> {
  const rows = await settle(tx, hold.userId, now);
  if (balanceOf(rows) < hold.points) throw conflict(LOYALTY_MSG.rewardNotEnoughPoints);
  await repo.append(tx, {
    userId: hold.userId,
    kind: 'redeemed',
    points: -hold.points,
    orderId: hold.orderId,
    rewardId: hold.rewardId,
    reason: hold.rewardName,
    createdAt: now,
  });
}

/** Gives an order's held points back (payment rejected, provider failed, refunded in full); once. */
export async function releasePoints(tx: Tx, orderId: number, reason: string): Promise<boolean> {
  const rows = await repo.ledgerOfOrder(tx, orderId);
  const first = rows[0];
  if (!first) return false;
  await repo.lockCustomer(tx, first.userId);
  const hold = openHold(await repo.ledgerOfOrder(tx, orderId), orderId);
  if (!hold) return false;
  await giveBack(tx, hold, reason);
  return true;
}

/**
 * A payment approved after its hold was given back (a rejected attempt, then a good one): the
 * reward is in the price paid, so its points are taken again, even below zero.
 */
export async function retakePoints(tx: Tx, orderId: number, now: Date): Promise<void> {
  const rows = await repo.ledgerOfOrder(tx, orderId);
  const last = rows.findLast((row) => row.rewardId !== null);
  if (!last || last.kind !== 'reversed' || last.points <= 0) return;
  await repo.lockCustomer(tx, last.userId);
  if (openHold(await repo.ledgerOfOrder(tx, orderId), orderId)) return;
  await repo.append(tx, {
    userId: last.userId,
    kind: 'redeemed',
    points: -last.points,
    orderId,
    rewardId: last.rewardId,
    reason: last.reason,
    createdAt: now,
  });
}

/**
 * Brings an order's points to what it earns now: credited once it is Entregado, on what was paid
 * for products less what was given back; a later refund appends the reversal of its share.
 */
export async function syncOrderPoints(tx: Tx, orderId: number, now: Date): Promise<void> {
  const [order] = await repo.orderFacts(tx, [orderId]);
  if (!order) return;
  const refunded = await repo.refundedCents(tx, orderId);
  // Refunded in full (cancelled before pickup included): the reward's points come back.
  if (refunded > 0 && refunded >= order.totalCents) await releasePoints(tx, orderId, 'Pedido devuelto');
  if (order.role !== 'customer' || order.deliveredAt === null) return;
  await repo.lockCustomer(tx, order.userId);
  const rows = (await repo.ledgerOfOrder(tx, orderId)).filter((row) => row.rewardId === null);
  const earnedRow = rows.find((row) => row.kind === 'earned');
  // What is still paid, as a share of the total: a refund takes back its part of the products and
  // of the fee alike. Points are earned on the products only, never on the delivery fee.
  const paidCents = Math.max(0, order.totalCents - refunded);
  const productsCents = Math.floor(
    (Math.max(0, order.totalCents - order.deliveryFeeCents) * paidCents) / Math.max(1, order.totalCents),
  );
  const config = await repo.settings(tx);
  if (!earnedRow) {
    if (!config.enabled) return;
    const points = pointsFor(productsCents, config.centsPerPoint);
    if (points <= 0) return;
    await repo.append(tx, {
      userId: order.userId,
      kind: 'earned',
      points,
      orderId,
      reason: 'Pedido entregado',
      expiresAt: addMonths(now, config.expiryMonths),
      createdAt: now,
    });
    return;
  }
  // In proportion: what the order earned, times the share of it still paid.
  const keep = Math.floor((earnedRow.points * paidCents) / Math.max(1, order.totalCents));
  const reversed = -rows.filter((row) => row.kind === 'reversed').reduce((sum, row) => sum + row.points, 0);
  const due = earnedRow.points - keep - reversed;
  if (due > 0) {
    await repo.append(tx, {
      userId: order.userId,
      kind: 'reversed',
      points: -due,
      orderId,
      reason: 'Devolución del pedido',
      createdAt: now,
    });
  }
}
