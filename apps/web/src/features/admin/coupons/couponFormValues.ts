import type { Coupon } from '@burgers/domain/types';

/** The form as the inputs hold it: texts as typed, the product ids kept sorted so a change is a real change. */
export interface CouponFormValues {
  code: string;
  title: string;
  expirationDate: string;
  imgUri: string | null;
  discountPorcentage: string;
  productsId: number[];
}

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
