/**
 * The product shapes the API answers with: the server declares them on its routes (and so in the
 * OpenAPI document), and types.ts infers the web's entity types from them.
 */
import { optionGroupResponse } from './option-response';
import { allergenSchema, dietaryTagSchema } from './options';
import { z } from './zod';
import { SIZES } from '../constants';

export const namedRefSchema = z.object({ id: z.number(), name: z.string() });

const common = {
  id: z.number(),
  name: z.string(),
  price: z.number(),
  imgUri: z.string().nullable(),
  isVeggie: z.boolean(),
  /** false: sold out for now, shown greyed and not orderable; also when a part of it ran out. */
  inStock: z.boolean(),
  /**
   * The sold-out parts (ingredients, a combo's burgers, fries or beverages) that keep a product
   * marked in stock from being made; absent when there are none.
   */
  missingParts: z.array(z.string()).optional(),
  deletedAt: z.string().nullable(),
  /** Dietary tags (sinTacc, vegano, picante) and the allergens the menu declares. */
  tags: z.array(dietaryTagSchema),
  allergens: z.array(allergenSchema),
  /** The choices a customer makes when ordering it, in the admin's order; empty when none. */
  optionGroups: z.array(optionGroupResponse),
};

export const burgerResponse = z.object({
  ...common,
  type: z.literal('burgers'),
  ingredients: z.array(z.number()),
  /** The ingredients with their names. */
  ingredient: z.array(namedRefSchema),
});

export const burgerBaseResponse = z.object({ ...common, type: z.literal('burgerBase'), description: z.string() });

export const beverageResponse = z.object({
  ...common,
  type: z.literal('beverages'),
  size: z.enum(SIZES),
  isCarbonated: z.boolean(),
  isSugar: z.boolean(),
});

export const friesResponse = z.object({ ...common, type: z.literal('fries'), size: z.enum(SIZES) });

export const ingredientResponse = z.object({ ...common, type: z.literal('ingredients'), isRepeat: z.boolean() });

export const comboResponse = z.object({
  ...common,
  type: z.literal('combos'),
  burgers: z.array(z.number()),
  fries: z.array(z.number()),
  beverages: z.array(z.number()),
  /** The composition with names. */
  burger: z.array(namedRefSchema),
  friesList: z.array(namedRefSchema),
  beverage: z.array(namedRefSchema),
});

export const productResponse = z.discriminatedUnion('type', [
  burgerResponse,
  burgerBaseResponse,
  beverageResponse,
  friesResponse,
  ingredientResponse,
  comboResponse,
]);
