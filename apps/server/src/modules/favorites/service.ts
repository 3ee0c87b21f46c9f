import type { Db } from '#db/client';
import { badRequest } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';

export async function getFavorites(db: Db, userId: number): Promise<number[]> {
  return repo.listFavoriteIds(db, userId);
}

/** Saves the whole list in the order given (docs/product/customer-area.md#favourites: the list is saved on each toggle). */
export async function saveFavorites(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const existing = await repo.existingMenuProductIds(db, ids);
  if (ids.some((id) => !existing.has(id))) throw badRequest(messages.favoritesUnknownProducts);
  await db.transaction((tx) => repo.replaceFavorites(tx, userId, ids));
  return repo.listFavoriteIds(db, userId);
}
