import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PRODUCT_CATEGORIES } from '@burgers/domain/constants';
import type { Tx } from '#db/client';
import { favorites, products, users } from '#db/schema';

/** The user's favourites in their saved order; products deleted since are left out. */
export async function listFavoriteIds(db: Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(favorites.position));
  return rows.map((row) => row.id);
}

/** Of the given ids, those that are active menu products (burgers, combos, beverages, fries). */
export async function existingMenuProductIds(db: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt), inArray(products.type, [...PRODUCT_CATEGORIES])));
  return new Set(rows.map((row) => row.id));
}

/** Call inside a transaction: the user's row lock makes two saves at once take turns. */
export async function replaceFavorites(db: Tx, userId: number, ids: number[]): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await db.delete(favorites).where(eq(favorites.userId, userId));
  if (ids.length > 0) {
    await db.insert(favorites).values(ids.map((productId, position) => ({ userId, productId, position })));
  }
}
