/**
 * The checks the browser runs on what it reads back from SPEC's storage keys (`carrito`, `cupones`,
 * `user`, `favoritos`): a value that fails is dropped, never cast.
 *
 * Why not zod here: these run on every page's first load, and zod would be the largest part of
 * the home page's first-load budget (scripts/check-budgets.mjs). So they are written by hand,
 * without imports of zod, and `stored.test.ts` holds them to the zod schemas of `schemas/stored.ts`
 * (the readable contract): for thousands of generated values, right and wrong, both must agree.
 */
import {
  BUILDER_MAX_INGREDIENTS,
  BUILDER_MAX_REPEAT,
  CART_LINE_MAX_QUANTITY,
  ID_MAX,
  ROLES,
  STORED_LINE_ID,
  STORED_NAME_MAX,
} from './constants';
import type { CartLine, Coupon, SessionUser } from './types';

export { STORED_LINE_ID, STORED_NAME_MAX };

type Check = (value: unknown) => boolean;

// An array passes no record: every record here has a required field.
const record =
  (checks: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.keys(checks).every((key) => checks[key]!((value as Record<string, unknown>)[key]));
const listOf =
  (check: Check, max = Infinity): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && value.every(check);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (...values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
const int =
  (min: number, max: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const number: Check = (value) => Number.isFinite(value);
const price: Check = (value) => number(value) && (value as number) >= 0;
const text: Check = (value) => typeof value === 'string';
const textUpTo =
  (max: number): Check =>
  (value) =>
    text(value) && (value as string).length <= max;
const filled: Check = (value) => text(value) && value !== '';
const flag: Check = (value) => typeof value === 'boolean';
const id = int(1, ID_MAX);

const ingredient = record({
  id,
  name: text,
  price,
  isVeggie: flag,
  isRepeat: flag,
  quantity: int(1, BUILDER_MAX_REPEAT),
});
const line = {
  name: textUpTo(STORED_NAME_MAX),
  cantidad: int(1, CART_LINE_MAX_QUANTITY),
  price,
  imgUri: nullable(text),
  isVeggie: flag,
  ingredients: optional(listOf(ingredient, BUILDER_MAX_INGREDIENTS)),
  // Their limits (and the note's type) are the checkout's to enforce, with its own messages.
  options: optional(listOf(record({ id, name: text, price }))),
};
// A product line has the product's id; a custom burger a generated one and the base it is built on.
const productLine = record({ ...line, id, baseId: oneOf(undefined) });
const customLine = record({ ...line, id: (value) => text(value) && STORED_LINE_ID.test(value as string), baseId: id });
const cart = listOf((value) => productLine(value) || customLine(value));

const coupons = listOf(
  record({
    id: number,
    code: text,
    title: text,
    expirationDate: text,
    imgUri: nullable(text),
    discountPorcentage: number,
    productsId: listOf(number),
  }),
);

const user = record({
  id,
  firstName: text,
  lastName: text,
  email: text,
  role: oneOf(...ROLES),
  imgUri: nullable(text),
  deletedAt: optional(nullable(text)),
  token: filled,
  identityProvider: optional(oneOf('oidc')),
});

export const isStoredCart = (value: unknown): value is CartLine[] => cart(value);
export const isStoredCoupons = (value: unknown): value is Coupon[] => coupons(value);
export const isStoredFavorites = (value: unknown): value is number[] => listOf(id)(value);
export const isStoredUser = (value: unknown): value is SessionUser => user(value);
