/**
 * What the web app keeps under SPEC's browser storage keys (docs/product/README.md#what-the-browser-keeps), as it writes it: the cart
 * (`carrito`), the chosen coupons (`cupones`), the logged-in user (`user`) and the favourites
 * (`favoritos`). Storage is anyone's to edit and may hold an older format, so a value read back
 * must match these exactly or it is dropped.
 *
 * The web's first load cannot carry zod (see `stored.ts`, the checks the browser runs); these
 * schemas are the contract those checks are tested against, and a stored cart line that passes
 * here also passes the checkout's `cartLineSchema`.
 */
import { couponResponse } from './coupon-response';
import { z } from './zod';
import {
  BUILDER_MAX_INGREDIENTS,
  BUILDER_MAX_REPEAT,
  CART_LINE_MAX_QUANTITY,
  ID_MAX,
  ROLES,
  STORED_LINE_ID,
  STORED_NAME_MAX,
} from '../constants';

const storedId = z.int().min(1).max(ID_MAX);

export const storedCustomIngredientSchema = z.object({
  id: storedId,
  name: z.string(),
  price: z.number().min(0),
  isVeggie: z.boolean(),
  isRepeat: z.boolean(),
  quantity: z.int().min(1).max(BUILDER_MAX_REPEAT),
});

/** An option chosen for a cart line, with the name and price the customer saw (the server reprices). */
export const storedLineOptionSchema = z.object({ id: storedId, name: z.string(), price: z.number().min(0) });

/** The cart line (docs/product/cart.md#the-cart): id, name, cantidad, price, imgUri, isVeggie; a custom burger adds its base and ingredients. */
export const storedCartLineSchema = z
  .object({
    id: z.union([storedId, z.string().regex(STORED_LINE_ID)]),
    name: z.string().max(STORED_NAME_MAX),
    cantidad: z.int().min(1).max(CART_LINE_MAX_QUANTITY),
    price: z.number().min(0),
    imgUri: z.string().nullable(),
    isVeggie: z.boolean(),
    baseId: storedId.optional(),
    ingredients: z.array(storedCustomIngredientSchema).max(BUILDER_MAX_INGREDIENTS).optional(),
    /** The options chosen on the product's detail, as the customer saw them. */
    options: z.array(storedLineOptionSchema).optional(),
    /**
     * The item's note. The browser's check leaves its type to the checkout (which refuses anything
     * but a short text) to keep the first load small; the cart shows only a text note.
     */
    note: z.string().optional(),
  })
  // A product line has the product's id; a custom burger a generated one and the base it is built on.
  .refine((line) => (typeof line.id === 'string') === (line.baseId !== undefined));

export const storedCartSchema = z.array(storedCartLineSchema);

export const storedCouponsSchema = z.array(couponResponse);

/** The login answer's user with its token (and how they signed in). */
export const storedUserSchema = z.object({
  id: storedId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  imgUri: z.string().nullable(),
  deletedAt: z.string().nullable().optional(),
  token: z.string().min(1),
  identityProvider: z.literal('oidc').optional(),
});

export const storedFavoritesSchema = z.array(storedId);
