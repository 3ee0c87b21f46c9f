/**
 * A coupon's own limits, checked by the server wherever a cart is priced: a personal coupon (a
 * win-back's) only for its customer, and a limited one only while fewer paid orders used it.
 */
import { FOLLOWUP_MSG } from '@burgers/domain/followup-messages';
import type { Tx } from '#db/client';
import { badRequest } from '#lib/errors';
import { paidUses } from './repo';

export interface LimitedCoupon {
  id: number;
  userId: number | null;
  maxUses: number | null;
}

/** `buyerId` is the account the order is for; null for a visitor pricing a cart. */
export async function checkCouponLimits(
  db: Tx,
  coupons: readonly LimitedCoupon[],
  buyerId: number | null,
): Promise<void> {
  for (const coupon of coupons) {
    if (coupon.userId !== null) {
      if (buyerId === null) throw badRequest(FOLLOWUP_MSG.couponNeedsAccount);
      if (coupon.userId !== buyerId) throw badRequest(FOLLOWUP_MSG.couponPersonal);
    }
    if (coupon.maxUses !== null && (await paidUses(db, coupon.id)) >= coupon.maxUses)
      throw badRequest(FOLLOWUP_MSG.couponUsed);
  }
}
