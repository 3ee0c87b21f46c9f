/**
 * The checks the browser runs on what it reads back from SPEC's storage keys (`carrito`, `cupones`,
 * `user`, `favoritos`): a value that fails is dropped, never cast.
 *
 * Why not zod here: these run on every page's first load, and zod would be the largest part of
 * the home page's first-load budget (scripts/check-budgets.mjs). So they are written by hand,
 * without imports of zod, and `stored.test.ts` holds them to the zod schemas of `schemas/stored.ts`
 * (the readable contract): for thousands of generated values, right and wrong, both must agree.
 */
import { BUILDER_MAX_INGREDIENTS, BUILDER_MAX_REPEAT, CART_LINE_MAX_QUANTITY, ID_MAX, ROLES } from './constants';
import type { CartLine, Coupon, CustomIngredient, SessionUser } from './types';

/** A custom burger's line id: the builder writes a UUID or 32 hex digits. */
export const STORED_LINE_ID = /^[0-9A-Za-z-]{1,64}$/;
/** Cart line names are at most this long (the checkout's limit too). */
export const STORED_NAME_MAX = 200;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isId = (value: unknown): value is number => isInt(value, 1, ID_MAX);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): boolean => value === null || isText(value);
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
/** A list whose every item passes `isItem`, with at most `max` items. */
const isListOf = <T>(value: unknown, isItem: (item: unknown) => item is T, max = Infinity): value is T[] =>
  Array.isArray(value) && value.length <= max && value.every((item) => isItem(item));

function isCustomIngredient(value: unknown): value is CustomIngredient {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isText(value.name) &&
    isNumber(value.price) &&
    value.price >= 0 &&
    isFlag(value.isVeggie) &&
    isFlag(value.isRepeat) &&
    isInt(value.quantity, 1, BUILDER_MAX_REPEAT)
  );
}

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false;
  const { id, baseId, ingredients } = value;
  const custom = typeof id === 'string';
  return (
    (isId(id) || (custom && STORED_LINE_ID.test(id))) &&
    isText(value.name) &&
    value.name.length <= STORED_NAME_MAX &&
    isInt(value.cantidad, 1, CART_LINE_MAX_QUANTITY) &&
    isNumber(value.price) &&
    value.price >= 0 &&
    isTextOrNull(value.imgUri) &&
    isFlag(value.isVeggie) &&
    (baseId === undefined || isId(baseId)) &&
    (ingredients === undefined || isListOf(ingredients, isCustomIngredient, BUILDER_MAX_INGREDIENTS)) &&
    // A product line has the product's id; a custom burger a generated one and the base it is built on.
    custom === (baseId !== undefined)
  );
}

function isCoupon(value: unknown): value is Coupon {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isText(value.code) &&
    isText(value.title) &&
    isText(value.expirationDate) &&
    isTextOrNull(value.imgUri) &&
    isNumber(value.discountPorcentage) &&
    isListOf(value.productsId, isNumber)
  );
}

export const isStoredCart = (value: unknown): value is CartLine[] => isListOf(value, isCartLine);

export const isStoredCoupons = (value: unknown): value is Coupon[] => isListOf(value, isCoupon);

export const isStoredFavorites = (value: unknown): value is number[] => isListOf(value, isId);

export function isStoredUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isText(value.firstName) &&
    isText(value.lastName) &&
    isText(value.email) &&
    (ROLES as readonly unknown[]).includes(value.role) &&
    isTextOrNull(value.imgUri) &&
    (value.deletedAt === undefined || isTextOrNull(value.deletedAt)) &&
    isText(value.token) &&
    value.token.length > 0 &&
    (value.identityProvider === undefined || value.identityProvider === 'oidc')
  );
}
