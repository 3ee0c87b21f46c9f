import { desc, eq } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { orders, reviews } from '#db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export async function newestReviews(db: Tx): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Locked so two submissions of one review are decided one after the other. */
export async function lockOrderByPurchaseId(tx: Tx, purchaseId: string) {
  const [order] = await tx
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.purchaseId, purchaseId))
    .for('update');
  return order;
}

export async function reviewOfOrder(tx: Tx, orderId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.orderId, orderId));
  return row;
}

export async function insertReview(
  tx: Tx,
  values: { userId: number; orderId: number; rating: number; description: string; author: string },
): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row;
}

export async function flagOrderReviewed(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ reviewed: true }).where(eq(orders.id, orderId));
}
