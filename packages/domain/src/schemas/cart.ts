import { deliveryAddressSchema } from './delivery';
import { idField, wholeNumber } from './fields';
import { itemNoteField, lineOptionsField } from './options';
import { pickupAtField } from './pickup';
import { whatsappChoiceShape } from './whatsapp';
import { z } from './zod';
import {
  BUILDER_MAX_INGREDIENTS,
  CART_LINE_MAX_QUANTITY,
  CART_MAX_LINES,
  CART_NOTE_MAX_EXCLUSIVE,
  COUPON_CODE_MAX,
} from '../constants';
import { MSG } from '../messages';

/** The order note: accepted only while shorter than 150 characters (docs/product/cart.md#the-note). */
export const cartNoteSchema = z
  .string({ error: MSG.cartNoteTooLong })
  .trim()
  .max(CART_NOTE_MAX_EXCLUSIVE - 1, MSG.cartNoteTooLong);

const customIngredientLineSchema = z.object({
  id: idField,
  quantity: wholeNumber(MSG.builderQuantityRange, 0, Number.MAX_SAFE_INTEGER),
  name: z.string().optional(),
  price: z.number().optional(),
  isVeggie: z.boolean().optional(),
  isRepeat: z.boolean().optional(),
});

/**
 * A cart line as the web stores it (docs/product/cart.md#the-cart). The server reprices every line, so name, price and
 * image are accepted but never trusted. A custom burger has a generated string id, its base and ingredients.
 */
export const cartLineSchema = z
  .object({
    id: z.union([idField, z.string().trim().min(1).max(64)], { error: MSG.cartLineInvalid }),
    name: z.string().max(200).optional(),
    cantidad: wholeNumber(MSG.cartQuantityInvalid, 1, CART_LINE_MAX_QUANTITY),
    price: z.number().optional(),
    imgUri: z.string().nullish(),
    isVeggie: z.boolean().optional(),
    baseId: idField.optional(),
    ingredients: z.array(customIngredientLineSchema).max(BUILDER_MAX_INGREDIENTS, MSG.builderMaxIngredients).optional(),
    /** The chosen option ids; absent: each group's defaults. */
    options: lineOptionsField.optional(),
    /** A note for this item ("bien cortada al medio"). */
    note: itemNoteField.default(''),
  })
  .refine((line) => (typeof line.id === 'number') === (line.baseId === undefined), {
    error: MSG.cartLineInvalid,
    path: ['id'],
  });

const couponCodeField = z
  .string({ error: MSG.couponCodeInvalid })
  .trim()
  .min(1, MSG.couponCodeInvalid)
  .max(COUPON_CODE_MAX, MSG.couponCodeInvalid);

/** The body of POST /pay/mercadopago. Coupons are codes (or coupon objects, as the web stores them). */
export const checkoutSchema = z.object({
  cart: z
    .array(cartLineSchema, { error: MSG.cartEmpty })
    .min(1, MSG.cartEmpty)
    .max(CART_MAX_LINES, MSG.cartTooManyLines),
  coupons: z
    .array(z.union([couponCodeField, z.object({ code: couponCodeField }).transform((coupon) => coupon.code)]), {
      error: MSG.couponCodeInvalid,
    })
    .max(20, MSG.couponCodeInvalid)
    // Codes are stored upper-cased; the same code twice counts once.
    .transform((codes) => [...new Set(codes.map((code) => code.toUpperCase()))])
    .default([]),
  note: cartNoteSchema.default(''),
  /** A slot's start from GET /api/store/slots; absent or null: as soon as possible. */
  pickupAt: pickupAtField,
  /** How the order is handed over: picked up, or brought by the shop's rider to `address`. */
  fulfillment: z.enum(['retiro', 'envio'], { error: MSG.inputInvalid }).default('retiro'),
  /** Where to bring it (fulfillment `envio`); its pin decides the zone, the fee and the minimum. */
  address: deliveryAddressSchema.optional(),
  /** The total the cart showed, in pesos: when the server's differs, nothing is stored (409). */
  expectedTotal: z.number({ error: MSG.inputInvalid }).min(0, MSG.inputInvalid).optional(),
  /** A reward paid for with points (docs/product/loyalty.md); at most one per order. */
  rewardId: idField.nullish().transform((id) => id ?? null),
});

/**
 * The web checkout's body (POST /pay/mercadopago): the cart as above, plus the customer's cell and
 * `Avisame por WhatsApp` (docs/product/messages.md#whatsapp).
 */
export const webCheckoutSchema = checkoutSchema.extend(whatsappChoiceShape);
export type WebCheckoutInput = z.input<typeof webCheckoutSchema>;
export type WebCheckoutData = z.output<typeof webCheckoutSchema>;

/** `POST /api/cart/price`: what the cart page sends to be priced exactly as checkout will. */
export const cartPriceSchema = checkoutSchema.pick({
  cart: true,
  coupons: true,
  pickupAt: true,
  fulfillment: true,
  address: true,
  rewardId: true,
});
export type CartPriceData = z.output<typeof cartPriceSchema>;

export type CartLineInput = z.input<typeof cartLineSchema>;
export type CartLineData = z.output<typeof cartLineSchema>;
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;
