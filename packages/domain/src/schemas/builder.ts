import { z } from 'zod';
import { BUILDER_MAX_INGREDIENTS, BUILDER_MAX_REPEAT, BUILDER_MIN_REPEAT } from '../constants';
import { MSG } from '../messages';

const builderId = z.coerce.number({ error: MSG.builderBaseFirst }).int({ error: MSG.builderBaseFirst }).positive({ error: MSG.builderBaseFirst });

/**
 * The shape of a custom burger (SPEC §5): a base first, at most 6 distinct ingredients, each 1 to 4 times.
 * Rules that need the products themselves (repeatable, veggie) are checked by `validateCustomBurger`.
 */
export const customBurgerSchema = z.object({
  baseId: builderId,
  ingredients: z
    .array(
      z.object({
        id: z.coerce.number({ error: MSG.cartLineInvalid }).int({ error: MSG.cartLineInvalid }).positive({ error: MSG.cartLineInvalid }),
        quantity: z.coerce
          .number({ error: MSG.builderQuantityRange })
          .int({ error: MSG.builderQuantityRange })
          .min(BUILDER_MIN_REPEAT, MSG.builderQuantityRange)
          .max(BUILDER_MAX_REPEAT, MSG.builderQuantityRange),
      }),
      { error: MSG.cartLineInvalid },
    )
    .max(BUILDER_MAX_INGREDIENTS, MSG.builderMaxIngredients)
    .refine((ingredients) => new Set(ingredients.map((ingredient) => ingredient.id)).size === ingredients.length, MSG.builderDuplicateIngredient)
    .default([]),
});

export type CustomBurgerInput = z.input<typeof customBurgerSchema>;
export type CustomBurgerData = z.output<typeof customBurgerSchema>;
