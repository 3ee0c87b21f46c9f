/** A reward as the one pricing takes it (docs/product/loyalty.md#rewards). */
import { LOYALTY_MSG } from '@burgers/domain/loyalty-messages';
import type { Tx } from '#db/client';
import { badRequest, conflict } from '#lib/errors';
import * as repo from './repo';

export interface CartReward {
  id: number;
  name: string;
  points: number;
  productId: number | null;
  amountCents: number | null;
}

/** The reward chosen for a cart: it must exist, be offered and points be on. */
export async function rewardForCart(db: Tx, rewardId: number | null): Promise<CartReward | null> {
  if (rewardId === null) return null;
  const [reward, config] = await Promise.all([repo.rewardById(db, rewardId), repo.settings(db)]);
  if (!config.enabled) throw conflict(LOYALTY_MSG.loyaltyOff);
  if (!reward || !reward.active) throw badRequest(LOYALTY_MSG.rewardNotFound);
  return {
    id: reward.id,
    name: reward.name,
    points: reward.points,
    productId: reward.productId,
    amountCents: reward.amountCents,
  };
}
