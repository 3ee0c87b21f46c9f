import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { soldOutParts } from '#db/availability';
import type { Tx } from '#db/client';
import { orderLines, orders, products } from '#db/schema';

/** A paid order by its payment id: whose it is, for the check of who may repeat it. */
export async function paidOrder(db: Tx, purchaseId: string): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.purchaseId, purchaseId), isNotNull(orders.paidAt)));
  return row;
}

export async function pastLines(db: Tx, orderId: number) {
  return db
    .select({
      productId: orderLines.productId,
      title: orderLines.title,
      quantity: orderLines.quantity,
      savings: orderLines.savings,
      custom: orderLines.custom,
      options: orderLines.options,
      note: orderLines.note,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}
export type PastLine = Awaited<ReturnType<typeof pastLines>>[number];

/** The products as the catalogue has them now, deleted ones included (to name them as missing). */
export async function catalogue(db: Tx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, CatalogueRow>();
  const rows = await db
    .select({
      id: products.id,
      type: products.type,
      name: products.name,
      priceCents: products.priceCents,
      imgUri: products.imgUri,
      isVeggie: products.isVeggie,
      isRepeat: products.isRepeat,
      inStock: products.inStock,
      deletedAt: products.deletedAt,
      missingParts: soldOutParts(products.id),
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
export interface CatalogueRow {
  id: number;
  type: (typeof products.$inferSelect)['type'];
  name: string;
  priceCents: number;
  imgUri: string | null;
  isVeggie: boolean;
  isRepeat: boolean | null;
  inStock: boolean;
  deletedAt: Date | null;
  missingParts: string[];
}
