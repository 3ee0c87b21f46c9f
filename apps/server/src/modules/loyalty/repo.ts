import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOYALTY_DEFAULTS } from '@burgers/domain/loyalty';
import type { Tx } from '#db/client';
import { loyaltySettings, orderRefunds, orders, pointsLedger, rewards, users } from '#db/schema';

export type LedgerRow = typeof pointsLedger.$inferSelect;
export type NewLedgerRow = typeof pointsLedger.$inferInsert;
export type RewardRow = typeof rewards.$inferSelect;
export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;

export async function settings(db: Tx): Promise<LoyaltySettingsRow> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  return row ?? { id: 1, ...LOYALTY_DEFAULTS };
}

export async function saveSettings(db: Tx, values: Omit<LoyaltySettingsRow, 'id'>): Promise<void> {
  await db
    .insert(loyaltySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: loyaltySettings.id, set: values });
}

/**
 * Takes the customer's row lock: every write that depends on a balance (a hold, an expiry, an
 * adjustment) runs under it, so two checkouts at once read and spend one balance in turn,
 * whichever instance serves them.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function ledgerOf(db: Tx, userId: number): Promise<LedgerRow[]> {
  return db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
}

export async function ledgerOfOrder(db: Tx, orderId: number): Promise<LedgerRow[]> {
  return db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId)).orderBy(asc(pointsLedger.id));
}

export async function append(db: Tx, row: NewLedgerRow): Promise<void> {
  await db.insert(pointsLedger).values(row);
}

/** The history as the customer reads it, newest first, with each order's number and payment id. */
export async function history(db: Tx, userId: number, limit = 100) {
  return db
    .select({
      id: pointsLedger.id,
      kind: pointsLedger.kind,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      expiresAt: pointsLedger.expiresAt,
      createdAt: pointsLedger.createdAt,
      purchaseId: orders.purchaseId,
      orderNumber: orders.number,
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.id))
    .limit(limit);
}

/** The order facts points depend on. */
export async function orderFacts(db: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      totalCents: orders.totalCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      expiresAt: orders.expiresAt,
      deliveredAt: orders.deliveredAt,
      rewardId: orders.rewardId,
      role: users.role,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, [...orderIds]));
}

/** Money given back on the order (completed refunds only: a pending one may still fail). */
export async function refundedCents(db: Tx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'completado')));
  return Number(row?.cents ?? 0);
}

export async function rewardsList(db: Tx, onlyActive: boolean): Promise<RewardRow[]> {
  return db
    .select()
    .from(rewards)
    .where(and(isNull(rewards.deletedAt), onlyActive ? eq(rewards.active, true) : undefined))
    .orderBy(asc(rewards.points), asc(rewards.id));
}

export async function rewardById(db: Tx, id: number): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), isNull(rewards.deletedAt)));
  return row;
}

export async function insertReward(db: Tx, values: typeof rewards.$inferInsert): Promise<RewardRow> {
  const [row] = await db.insert(rewards).values(values).returning();
  return row;
}

export async function updateReward(
  db: Tx,
  id: number,
  values: Partial<typeof rewards.$inferInsert>,
): Promise<RewardRow | undefined> {
  const [row] = await db
    .update(rewards)
    .set(values)
    .where(and(eq(rewards.id, id), isNull(rewards.deletedAt)))
    .returning();
  return row;
}

/** How the activity log names a customer: the name, or the email without one. */
export async function customerName(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.email : undefined;
}
