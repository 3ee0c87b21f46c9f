/** Promotions, selling windows and the priced cart as the API answers with them (pesos, not cents). */
import { z } from './zod';
import { PROMOTION_KINDS } from '../promotions';

export const promotionResponse = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percentage: z.number().nullable(),
  buy: z.number().nullable(),
  pay: z.number().nullable(),
  fixedPrice: z.number().nullable(),
  minimum: z.number().nullable(),
  amount: z.number().nullable(),
  productIds: z.array(z.number()),
  categories: z.array(z.string()),
  days: z.array(z.number()),
  from: z.string(),
  to: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  stacksWithCoupons: z.boolean(),
  active: z.boolean(),
  /** `los martes de 00:00 a 24:00`. */
  when: z.string(),
});
export type PromotionView = z.infer<typeof promotionResponse>;

export const sellingWindowResponse = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  category: z.string().nullable(),
  days: z.array(z.number()),
  from: z.string(),
  to: z.string(),
});
export type SellingWindowView = z.infer<typeof sellingWindowResponse>;

export const savingResponse = z.object({
  kind: z.enum(['promocion', 'cupon', 'recompensa']),
  promotionId: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  amount: z.number(),
});
export type SavingView = z.infer<typeof savingResponse>;

export const pricedCartResponse = z.object({
  /** The promised time the promotions and windows were judged at (the store's offset). */
  at: z.string(),
  lines: z.array(
    z.object({
      productId: z.number().nullable(),
      title: z.string(),
      quantity: z.number(),
      /** The unit's list price, options included. */
      unitPrice: z.number(),
      subtotal: z.number(),
      savings: z.array(savingResponse),
      discount: z.number(),
      total: z.number(),
      /** `Disponible de lunes a viernes de 12:00 a 16:00` when not on sale at `at`; else null. */
      availability: z.string().nullable(),
    }),
  ),
  orderDiscounts: z.array(savingResponse),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  /**
   * A delivery cart with its address (docs/product/delivery.md): the zone, its fee and minimum, the
   * promised window (`Llega entre 21:30 y 21:45`) and, under the minimum, checkout's refusal.
   */
  delivery: z
    .object({
      zone: z.string(),
      fee: z.number(),
      minimum: z.number(),
      windowText: z.string(),
      refusal: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type PricedCart = z.infer<typeof pricedCartResponse>;

/** Checkout's 409 when the total the cart showed is no longer the price. */
export const pricesChangedResponse = z.object({ error: z.string(), cart: pricedCartResponse.optional() });
