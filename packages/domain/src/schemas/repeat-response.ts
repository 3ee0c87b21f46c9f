/** `POST /api/orders/{purchaseId}/repeat`: a past order as a cart again (docs/product/loyalty.md#the-usual-again). */
import { storedCartLineSchema } from './stored';
import { z } from './zod';

export const repeatResponse = z.object({
  /** In the cart's own shape (`carrito`), ready for POST /api/cart/price. */
  cart: z.array(storedCartLineSchema),
  /** What is no longer sold, out of stock or outside its hours: left out. */
  missing: z.array(z.string()),
});
export type RepeatedCartView = z.infer<typeof repeatResponse>;
