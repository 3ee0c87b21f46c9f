import { flagField, idField, idList, shopImgUriField, priceField, requiredText } from './fields';
import { dietaryFields, optionGroupsFields } from './options';
import { z } from './zod';
import { DEFAULT_SIZE, PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SIZES, type ProductType } from '../constants';
import { MSG } from '../messages';

/** What every product form asks (docs/product/admin.md#product-forms): name and price; image and veggie flag optional. */
const productFields = {
  name: requiredText(MSG.productNameRequired, PRODUCT_NAME_MAX, MSG.productNameTooLong),
  price: priceField,
  imgUri: shopImgUriField,
  isVeggie: flagField,
  ...dietaryFields,
};

/** What a customer can order by itself may carry option groups ("Sacale", "Elegí tu bebida"). */
const sellableFields = { ...productFields, ...optionGroupsFields };

const sizeField = z.enum(SIZES, { error: MSG.productSizeRequired }).default(DEFAULT_SIZE);

export const burgerSchema = z.object({
  ...sellableFields,
  ingredients: idList().default([]),
});

export const burgerBaseSchema = z.object({
  ...productFields,
  description: requiredText(MSG.productDescriptionRequired, PRODUCT_DESCRIPTION_MAX, MSG.productDescriptionTooLong),
});

export const beverageSchema = z.object({
  ...sellableFields,
  size: sizeField,
  isCarbonated: flagField,
  isSugar: flagField,
});

export const comboSchema = z.object({
  ...sellableFields,
  burgers: idList().default([]),
  fries: idList().default([]),
  beverages: idList().default([]),
});

export const friesSchema = z.object({
  ...sellableFields,
  size: sizeField,
});

export const ingredientSchema = z.object({
  ...productFields,
  isRepeat: flagField,
});

/** Create bodies of POST /{type}, by the type names of docs/product/admin.md#product-forms. */
export const productSchemas = {
  burgers: burgerSchema,
  burgerBase: burgerBaseSchema,
  beverages: beverageSchema,
  combos: comboSchema,
  fries: friesSchema,
  ingredients: ingredientSchema,
} as const satisfies Record<ProductType, z.ZodType>;

const withId = { id: idField };

/** Update bodies of PUT /{type}: the create body plus the product's id. */
export const productUpdateSchemas = {
  burgers: burgerSchema.extend(withId),
  burgerBase: burgerBaseSchema.extend(withId),
  beverages: beverageSchema.extend(withId),
  combos: comboSchema.extend(withId),
  fries: friesSchema.extend(withId),
  ingredients: ingredientSchema.extend(withId),
} as const satisfies Record<ProductType, z.ZodType>;

export type ProductSchemas = typeof productSchemas;
export type ProductInput<T extends ProductType> = z.input<ProductSchemas[T]>;
export type ProductData<T extends ProductType> = z.output<ProductSchemas[T]>;
export type ProductUpdateData<T extends ProductType> = z.output<(typeof productUpdateSchemas)[T]>;
export type BurgerData = z.output<typeof burgerSchema>;
export type BurgerBaseData = z.output<typeof burgerBaseSchema>;
export type BeverageData = z.output<typeof beverageSchema>;
export type ComboData = z.output<typeof comboSchema>;
export type FriesData = z.output<typeof friesSchema>;
export type IngredientData = z.output<typeof ingredientSchema>;
