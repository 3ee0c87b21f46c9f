import { SIZES } from '@burgers/domain/constants';
import { z } from 'zod';

/** The product shapes the API answers with (types.ts), also the OpenAPI documentation. */
const namedRef = z.object({ id: z.number(), name: z.string() });

const common = {
  id: z.number(),
  name: z.string(),
  price: z.number(),
  imgUri: z.string().nullable(),
  isVeggie: z.boolean(),
  inStock: z.boolean(),
  deletedAt: z.string().nullable(),
};

export const productResponse = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('burgers'),
    ingredients: z.array(z.number()),
    ingredient: z.array(namedRef),
  }),
  z.object({ ...common, type: z.literal('burgerBase'), description: z.string() }),
  z.object({
    ...common,
    type: z.literal('beverages'),
    size: z.enum(SIZES),
    isCarbonated: z.boolean(),
    isSugar: z.boolean(),
  }),
  z.object({ ...common, type: z.literal('fries'), size: z.enum(SIZES) }),
  z.object({ ...common, type: z.literal('ingredients'), isRepeat: z.boolean() }),
  z.object({
    ...common,
    type: z.literal('combos'),
    burgers: z.array(z.number()),
    fries: z.array(z.number()),
    beverages: z.array(z.number()),
    burger: z.array(namedRef),
    friesList: z.array(namedRef),
    beverage: z.array(namedRef),
  }),
]);

export type ProductResponse = z.infer<typeof productResponse>;

export const errorResponse = z.object({ error: z.string() });
