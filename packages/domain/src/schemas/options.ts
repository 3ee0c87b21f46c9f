/**
 * The shapes of option groups, dietary tags and allergens as the admin's create and update bodies
 * give them, and a cart line's choice (what the API answers with is in option-response.ts).
 */
import { idFieldWith, wholeNumber } from './fields';
import { z } from './zod';
import { PRICE_MAX } from '../constants';
import { DIETARY_TAGS } from '../dietary-tags';
import {
  ALLERGENS,
  fill,
  ITEM_NOTE_MAX,
  OPTION_MSG,
  OPTION_NAME_MAX,
  OPTION_GROUPS_MAX,
  OPTIONS_PER_GROUP_MAX,
} from '../option-constants';

export const dietaryTagSchema = z.enum(DIETARY_TAGS, { error: OPTION_MSG.tagUnknown });
export const allergenSchema = z.enum(ALLERGENS, { error: OPTION_MSG.allergenUnknown });

/** A list of tags or allergens, duplicates dropped. */
function labelList<T extends z.ZodType<string>>(item: T, invalid: string) {
  return z
    .array(item, { error: invalid })
    .max(20, invalid)
    .transform((values) => [...new Set(values)] as Array<z.output<T>>);
}

export const tagsField = labelList(dietaryTagSchema, OPTION_MSG.tagUnknown);
export const allergensField = labelList(allergenSchema, OPTION_MSG.allergenUnknown);

// --- the admin's bodies ---

const PRICE_TEXT = /^-?\d+([.,]\d+)?$/;

/** Pesos added by an option: 0 or more, at most 2 decimals; a number or a price input's text. */
export const optionPriceField = z
  .union([z.number(), z.string()], { error: OPTION_MSG.priceInvalid })
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (typeof value === 'string' && !PRICE_TEXT.test(text)) {
      ctx.issues.push({ code: 'custom', message: OPTION_MSG.priceInvalid, input: value });
      return z.NEVER;
    }
    const pesos = typeof value === 'number' ? value : Number(text.replace(',', '.'));
    const hundredths = pesos * 100;
    const problem = !Number.isFinite(pesos)
      ? OPTION_MSG.priceInvalid
      : pesos < 0
        ? OPTION_MSG.priceNegative
        : pesos > PRICE_MAX || Math.abs(hundredths - Math.round(hundredths)) > 1e-6
          ? OPTION_MSG.priceInvalid
          : null;
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }
    return pesos;
  });

const optionName = z
  .string({ error: OPTION_MSG.optionNameRequired })
  .trim()
  .max(OPTION_NAME_MAX, OPTION_MSG.nameTooLong);

export const optionInputSchema = z
  .object({
    /** Kept options carry their id; new ones have none. */
    id: idFieldWith(OPTION_MSG.foreignId).optional(),
    /** May be left empty when the option stands for a catalogue product: its name is used. */
    name: optionName.default(''),
    price: optionPriceField.default(0),
    inStock: z.boolean().default(true),
    isDefault: z.boolean().default(false),
    productId: idFieldWith(OPTION_MSG.linkedProductUnknown)
      .nullish()
      .transform((id) => id ?? null),
    tags: tagsField.default([]),
    allergens: allergensField.default([]),
  })
  .refine((option) => option.name !== '' || option.productId !== null, { error: OPTION_MSG.optionNameRequired });

const groupLimit = wholeNumber(OPTION_MSG.groupLimitsInvalid, 0, OPTIONS_PER_GROUP_MAX);

export const optionGroupInputSchema = z
  .object({
    id: idFieldWith(OPTION_MSG.foreignId).optional(),
    name: z
      .string({ error: OPTION_MSG.groupNameRequired })
      .trim()
      .min(1, OPTION_MSG.groupNameRequired)
      .max(OPTION_NAME_MAX, OPTION_MSG.nameTooLong),
    min: groupLimit.default(0),
    max: groupLimit.default(1),
    options: z
      .array(optionInputSchema, { error: OPTION_MSG.optionNameRequired })
      .max(OPTIONS_PER_GROUP_MAX, OPTION_MSG.tooManyGroups),
  })
  .superRefine((group, ctx) => {
    const problem =
      group.max === 0
        ? OPTION_MSG.maxZero
        : group.max < group.min
          ? OPTION_MSG.maxBelowMin
          : group.min > group.options.length
            ? OPTION_MSG.minAboveOptions
            : group.options.filter((option) => option.isDefault).length > group.max
              ? OPTION_MSG.tooManyDefaults
              : null;
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: fill(problem, { group: group.name, min: group.min, max: group.max, count: group.options.length }),
        input: group,
      });
    }
  });

export const optionGroupsField = z
  .array(optionGroupInputSchema, { error: OPTION_MSG.groupNameRequired })
  .max(OPTION_GROUPS_MAX, OPTION_MSG.tooManyGroups);

/** What every product body may add: absent on an update keeps what the product has. */
export const dietaryFields = {
  tags: tagsField.optional(),
  allergens: allergensField.optional(),
};

export const optionGroupsFields = { optionGroups: optionGroupsField.optional() };

export type OptionGroupInput = z.output<typeof optionGroupInputSchema>;
export type OptionInput = z.output<typeof optionInputSchema>;

// --- a cart line's choice ---

/** Option ids, or the option objects the web's cart keeps ({ id, name, price }): only ids count. */
const lineOptionId = idFieldWith(OPTION_MSG.unknown);
export const lineOptionsField = z
  .array(
    z.union([lineOptionId, z.object({ id: lineOptionId }).transform((option) => option.id)], {
      error: OPTION_MSG.unknown,
    }),
    {
      error: OPTION_MSG.unknown,
    },
  )
  .max(OPTION_GROUPS_MAX * OPTIONS_PER_GROUP_MAX, OPTION_MSG.unknown);

export const itemNoteField = z
  .string({ error: OPTION_MSG.noteTooLong })
  .trim()
  .max(ITEM_NOTE_MAX, OPTION_MSG.noteTooLong);
