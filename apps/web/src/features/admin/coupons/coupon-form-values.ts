import type { CouponEditInput } from '@burgers/domain/schemas/coupon';
import type { Coupon } from '@burgers/domain/types';

/**
 * The form as the inputs hold it: the body of POST /coupons with every field given, the discount
 * as typed and the product ids kept sorted so a change is a real change.
 */
export type CouponFormValues = Required<Omit<CouponEditInput, 'discountPorcentage' | 'productsId'>> & {
  discountPorcentage: string;
  productsId: number[];
};

export const sortedIds = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

export function formValuesOf(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    title: coupon.title,
    expirationDate: coupon.expirationDate,
    imgUri: coupon.imgUri,
    discountPorcentage: String(coupon.discountPorcentage),
    productsId: sortedIds(coupon.productsId),
  };
}

/** A new coupon starts valid from today, with nothing else filled in. */
export function emptyFormValues(today: string): CouponFormValues {
  return { code: '', title: '', expirationDate: today, imgUri: null, discountPorcentage: '', productsId: [] };
}
