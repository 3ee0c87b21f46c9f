/** A product's option groups and an order line's options as the API answers with them; types.ts infers their types. */
import { allergenSchema, dietaryTagSchema } from './options';
import { z } from './zod';

export const productOptionResponse = z.object({
  id: z.number(),
  name: z.string(),
  /** Pesos added to the unit price (0 or more). */
  price: z.number(),
  inStock: z.boolean(),
  isDefault: z.boolean(),
  /** The catalogue product it stands for (its name and stock follow it), or null. */
  productId: z.number().nullable(),
  tags: z.array(dietaryTagSchema),
  allergens: z.array(allergenSchema),
});

export const optionGroupResponse = z.object({
  id: z.number(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(productOptionResponse),
});

/** An option as an order keeps it: named and priced as when ordered (never changed by later edits). */
export const orderLineOptionSchema = z.object({ name: z.string(), price: z.number() });
