import { PRODUCT_TYPES, type ProductType } from '@burgers/domain/constants';

/** The create routes of docs/product/admin.md#product-forms and the product type each one makes. */
export const CREATE_PATHS: Record<ProductType, string> = {
  burgers: '/adminCreateBurger',
  burgerBase: '/adminCreateBurgerBase',
  beverages: '/adminCreateBeverage',
  combos: '/adminCreateCombo',
  fries: '/adminCreateFries',
  ingredients: '/adminCreateIngredient',
};

/** The create modal's choices, in SPEC's order. */
export const CREATE_CHOICES: { type: ProductType; label: string }[] = [
  { type: 'burgers', label: 'Hamburguesa' },
  { type: 'burgerBase', label: 'Base de hamburguesa' },
  { type: 'beverages', label: 'Bebida' },
  { type: 'combos', label: 'Combo' },
  { type: 'fries', label: 'Papas' },
  { type: 'ingredients', label: 'Ingrediente' },
];

/** How a form page names what it creates or edits. */
export const TYPE_NAMES: Record<ProductType, string> = {
  burgers: 'hamburguesa',
  burgerBase: 'base de hamburguesa',
  beverages: 'bebida',
  combos: 'combo',
  fries: 'papas',
  ingredients: 'ingrediente',
};

/** The list's category buttons: null is 'Todo'. */
export const CATEGORY_FILTERS: { type: ProductType | null; label: string }[] = [
  { type: null, label: 'Todo' },
  { type: 'burgers', label: 'Hamburguesas' },
  { type: 'combos', label: 'Combos' },
  { type: 'beverages', label: 'Bebidas' },
  { type: 'fries', label: 'Papas' },
  { type: 'burgerBase', label: 'Bases' },
  { type: 'ingredients', label: 'Ingredientes' },
];

/** The product type a create path makes, or null on the edit path. */
export function typeOfPath(pathname: string): ProductType | null {
  const path = pathname.replace(/\/$/, '').toLowerCase();
  return PRODUCT_TYPES.find((type) => CREATE_PATHS[type].toLowerCase() === path) ?? null;
}
