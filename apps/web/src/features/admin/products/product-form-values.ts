import { DEFAULT_SIZE, type Size } from '@burgers/domain/constants';
import type { Allergen, DietaryTag } from '@burgers/domain/options';
import type { Product } from '@burgers/domain/types';
import { groupsFormValue, type OptionGroupFormValue } from './OptionGroupsEditor';

/** Every field any product form may show; each type's schema keeps only its own on submit. */
export interface ProductFormValues {
  name: string;
  /** Text as typed: the domain schema reads '8500,50' too. */
  price: string;
  imgUri: string;
  isVeggie: boolean;
  description: string;
  size: Size;
  isCarbonated: boolean;
  isSugar: boolean;
  isRepeat: boolean;
  ingredients: number[];
  burgers: number[];
  fries: number[];
  beverages: number[];
  tags: DietaryTag[];
  allergens: Allergen[];
  optionGroups: OptionGroupFormValue[];
}

export type ListField = 'ingredients' | 'burgers' | 'fries' | 'beverages';

/** An empty form, or the form of the product being edited. */
export function formValuesOf(product: Product | null): ProductFormValues {
  const values: ProductFormValues = {
    name: product?.name ?? '',
    price: product ? String(product.price) : '',
    imgUri: product?.imgUri ?? '',
    isVeggie: product?.isVeggie ?? false,
    description: '',
    size: DEFAULT_SIZE,
    isCarbonated: false,
    isSugar: false,
    isRepeat: false,
    ingredients: [],
    burgers: [],
    fries: [],
    beverages: [],
    tags: product?.tags ?? [],
    allergens: product?.allergens ?? [],
    optionGroups: groupsFormValue(product),
  };
  switch (product?.type) {
    case 'burgers':
      return { ...values, ingredients: product.ingredients };
    case 'burgerBase':
      return { ...values, description: product.description };
    case 'beverages':
      return { ...values, size: product.size, isCarbonated: product.isCarbonated, isSugar: product.isSugar };
    case 'fries':
      return { ...values, size: product.size };
    case 'ingredients':
      return { ...values, isRepeat: product.isRepeat };
    case 'combos':
      return { ...values, burgers: product.burgers, fries: product.fries, beverages: product.beverages };
    default:
      return values;
  }
}
