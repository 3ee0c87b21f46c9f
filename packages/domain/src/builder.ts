/** The custom burger builder (docs/product/builder.md#building-rules): pure state transitions the page and the server share. */
import { BUILDER_MAX_INGREDIENTS, BUILDER_MAX_REPEAT, BUILDER_MIN_REPEAT } from './constants';
import { MSG } from './messages';
import { fromCents, toCents } from './pricing';
import type { CartLine, CustomIngredient } from './types';

export interface BuilderBase {
  id: number;
  name: string;
  price: number;
  isVeggie: boolean;
  description?: string;
  imgUri?: string | null;
}

/** An ingredient as offered by the select: a product with the builder's fields. */
export type BuilderIngredient = Omit<CustomIngredient, 'quantity'>;

export interface BuilderState {
  base: BuilderBase | null;
  ingredients: CustomIngredient[];
}

export interface BuilderResult {
  state: BuilderState;
  /** A popup text (titled 'Oops...') when the action was refused. */
  error?: string;
}

export function emptyBuilder(): BuilderState {
  return { base: null, ingredients: [] };
}

/** Choosing a base resets the chosen ingredients (docs/product/builder.md#building-rules). */
export function selectBase(_state: BuilderState, base: BuilderBase): BuilderState {
  return { base, ingredients: [] };
}

export function addIngredient(state: BuilderState, ingredient: BuilderIngredient): BuilderResult {
  if (!state.base) return { state, error: MSG.builderBaseFirst };
  // Selecting an ingredient already chosen does nothing (docs/product/builder.md#building-rules).
  if (state.ingredients.some((chosen) => chosen.id === ingredient.id)) return { state };
  if (state.ingredients.length >= BUILDER_MAX_INGREDIENTS) return { state, error: MSG.builderMaxIngredients };
  if (state.base.isVeggie && !ingredient.isVeggie) return { state, error: MSG.builderVeggieOnly };
  const { id, name, price, isVeggie, isRepeat } = ingredient;
  return {
    state: { ...state, ingredients: [...state.ingredients, { id, name, price, isVeggie, isRepeat, quantity: 1 }] },
  };
}

/** A repeatable ingredient goes from 1 to 4; any other stays at 1. */
export function clampQuantity(isRepeat: boolean, quantity: number): number {
  if (!isRepeat || !Number.isFinite(quantity)) return BUILDER_MIN_REPEAT;
  return Math.min(BUILDER_MAX_REPEAT, Math.max(BUILDER_MIN_REPEAT, Math.trunc(quantity)));
}

export function setIngredientQuantity(state: BuilderState, id: number, quantity: number): BuilderState {
  if (!state.ingredients.some((chosen) => chosen.id === id)) return state;
  return {
    ...state,
    ingredients: state.ingredients.map((chosen) =>
      chosen.id === id ? { ...chosen, quantity: clampQuantity(chosen.isRepeat, quantity) } : chosen,
    ),
  };
}

export function removeIngredient(state: BuilderState, id: number): BuilderState {
  return { ...state, ingredients: state.ingredients.filter((chosen) => chosen.id !== id) };
}

/** Price = base + every ingredient's price times its quantity. */
export function builderPriceCents(state: BuilderState): number {
  const baseCents = state.base ? toCents(state.base.price) : 0;
  return state.ingredients.reduce((sum, chosen) => sum + toCents(chosen.price) * chosen.quantity, baseCents);
}

/** Vegetarian when the base and every ingredient are. */
export function isVeggieBurger(state: BuilderState): boolean {
  return state.base !== null && state.base.isVeggie && state.ingredients.every((chosen) => chosen.isVeggie);
}

/** 'Burger custom 004217' or 'Burger vegetariana 004217': a random 6-digit number, zero-padded. */
export function customBurgerName(isVeggie: boolean, random: () => number = Math.random): string {
  const number = Math.min(999_999, Math.max(0, Math.floor(random() * 1_000_000)));
  return `${isVeggie ? 'Burger vegetariana' : 'Burger custom'} ${String(number).padStart(6, '0')}`;
}

/** What the ingredient select offers: not the chosen ones, and only veggie ones on a veggie base. */
export function ingredientsOffered<T extends { id: number; isVeggie: boolean }>(
  base: Pick<BuilderBase, 'isVeggie'> | null,
  all: readonly T[],
  chosen: readonly { id: number }[],
): T[] {
  const taken = new Set(chosen.map((ingredient) => ingredient.id));
  return all.filter((ingredient) => !taken.has(ingredient.id) && (!base?.isVeggie || ingredient.isVeggie));
}

export type IngredientToCheck = Pick<CustomIngredient, 'id' | 'quantity' | 'isVeggie' | 'isRepeat'>;

/** Every builder rule at once; the first broken one's message, or null. The server checks orders with it. */
export function validateCustomBurger(
  base: Pick<BuilderBase, 'isVeggie'> | null | undefined,
  ingredients: readonly IngredientToCheck[],
): string | null {
  if (!base) return MSG.builderBaseFirst;
  if (ingredients.length > BUILDER_MAX_INGREDIENTS) return MSG.builderMaxIngredients;
  if (new Set(ingredients.map((ingredient) => ingredient.id)).size !== ingredients.length) {
    return MSG.builderDuplicateIngredient;
  }
  for (const ingredient of ingredients) {
    const { quantity } = ingredient;
    if (!Number.isInteger(quantity) || quantity < BUILDER_MIN_REPEAT || quantity > BUILDER_MAX_REPEAT) {
      return MSG.builderQuantityRange;
    }
    if (!ingredient.isRepeat && quantity > 1) return MSG.builderNotRepeatable;
    if (base.isVeggie && !ingredient.isVeggie) return MSG.builderVeggieOnly;
  }
  return null;
}

/** The cart line of a finished custom burger (docs/product/builder.md#the-finished-burger): cantidad 1, price = base + ingredients. */
export function customBurgerLine(state: BuilderState, id: string, random: () => number = Math.random): CartLine | null {
  if (!state.base || validateCustomBurger(state.base, state.ingredients) !== null) return null;
  const isVeggie = isVeggieBurger(state);
  return {
    id,
    name: customBurgerName(isVeggie, random),
    cantidad: 1,
    price: fromCents(builderPriceCents(state)),
    imgUri: state.base.imgUri ?? null,
    isVeggie,
    baseId: state.base.id,
    ingredients: state.ingredients.map((chosen) => ({ ...chosen })),
  };
}
