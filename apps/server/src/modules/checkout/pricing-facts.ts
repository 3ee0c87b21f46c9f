import type { Promotion } from '@burgers/domain/promotions';
import type { CartPriceData } from '@burgers/domain/schemas/cart';
import type { OptionGroup } from '@burgers/domain/types';
import type { SellingWindow } from '@burgers/domain/week-windows';
import type { Tx } from '#db/client';
import * as repo from './repo';
import { rewardForCart, type CartReward } from '../loyalty/pricing';
import { optionGroupsOf } from '../products/options';
import { promotionsForPricing, sellingWindowsForPricing } from '../promotions/service';

/** Everything a cart is priced from, as the repositories read it: pricing itself reads nothing. */
export interface PricingFacts {
  reward: CartReward | null;
  catalogue: Map<number, repo.CatalogueProduct>;
  optionGroups: Map<number, OptionGroup[]>;
  coupons: Map<string, repo.StoredCoupon>;
  promotions: Promotion[];
  windows: SellingWindow[];
}

/** Reads what pricing `input` needs: the reward, the products, their options, the coupons, promotions and windows. */
export async function readPricingFacts(db: Tx, input: CartPriceData): Promise<PricingFacts> {
  const reward = await rewardForCart(db, input.rewardId);
  const rewardIds = reward?.productId ? [reward.productId] : [];
  const ids = input.cart.flatMap((line) =>
    typeof line.id === 'number'
      ? [line.id]
      : [line.baseId ?? 0, ...(line.ingredients ?? []).map((ingredient) => ingredient.id)],
  );
  // Independent reads at once: on PostgreSQL each takes its own connection, so the checkout
  // waits for the slowest instead of the sum.
  const [catalogue, optionGroups, coupons, promotions, windows] = await Promise.all([
    repo.productsByIds(db, [...ids, ...rewardIds]),
    optionGroupsOf(db, [...input.cart.flatMap((line) => (typeof line.id === 'number' ? [line.id] : [])), ...rewardIds]),
    repo.couponsByCodes(db, input.coupons),
    promotionsForPricing(db),
    sellingWindowsForPricing(db),
  ]);
  return { reward, catalogue, optionGroups, coupons, promotions, windows };
}
