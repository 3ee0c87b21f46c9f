import { idFieldWith, wholeNumber } from './fields';
import { z } from './zod';
import { BUILDER_MAX_INGREDIENTS, BUILDER_MAX_REPEAT, BUILDER_MIN_REPEAT } from '../constants';
import { MSG } from '../messages';

const builderId = idFieldWith(MSG.builderBaseFirst);

/**
 * The shape of a custom burger (docs/product/builder.md#building-rules): a base first, at most 6 distinct ingredients, each 1 to 4 times.
 * Rules that need the products themselves (repeatable, veggie) are checked by `validateCustomBurger`.
 */
export const customBurgerSchema = z.object({
  baseId: builderId,
  ingredients: z
    .array(
      z.object({
        id: idFieldWith(MSG.cartLineInvalid),
        quantity: wholeNumber(MSG.builderQuantityRange, BUILDER_MIN_REPEAT, BUILDER_MAX_REPEAT),
      }),
      { error: MSG.cartLineInvalid },
    )
    .max(BUILDER_MAX_INGREDIENTS, MSG.builderMaxIngredients)
    .refine(
      (ingredients) => new Set(ingredients.map((ingredient) => ingredient.id)).size === ingredients.length,
      MSG.builderDuplicateIngredient,
    )
    .default([]),
});

export type CustomBurgerInput = z.input<typeof customBurgerSchema>;
export type CustomBurgerData = z.output<typeof customBurgerSchema>;
