/** A coupon as the API answers with it; types.ts infers Coupon from it. */
import { z } from './zod';

export const couponResponse = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  /** Calendar date yyyy-mm-dd, compared in the store's time zone. */
  expirationDate: z.string(),
  imgUri: z.string().nullable(),
  discountPorcentage: z.number(),
  productsId: z.array(z.number()),
});
