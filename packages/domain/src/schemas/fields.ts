/** Field builders shared by the form schemas, so every form applies one rule with its own message. */
import { z } from './zod';
import { EMAIL_MAX, ID_MAX, IMG_URI_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PRICE_MAX } from '../constants';
import { MSG } from '../messages';

/**
 * Letters, spaces, apostrophe, comma, hyphen, period and Spanish accented letters (docs/product/messages.md#contact-form).
 * An empty text matches: emptiness has its own "required" message.
 *
 * Checks after "required" let an empty text pass instead of aborting, because an aborted field
 * would stop the form-level checks (password confirmation) and hide their messages.
 */
export const NAME_PATTERN = /^[A-Za-zÁÉÍÓÚáéíóúÑñÜü ',.-]*$/;

/** A trimmed text that must not be empty. */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

export function personName(required: string, invalid: string) {
  return requiredText(required, NAME_MAX, MSG.nameTooLong).regex(NAME_PATTERN, invalid);
}

export function isEmail(text: string): boolean {
  return z.regexes.email.test(text);
}

/** Any text that is a well-formed address, or empty (reported as required). */
export function emailText(required: string, invalid: string) {
  return requiredText(required, EMAIL_MAX, MSG.emailTooLong).refine((text) => text === '' || isEmail(text), invalid);
}

/** Trimmed and lower-cased, so one mailbox is one account whatever the capitals typed. */
export function emailAddress(required: string, invalid: string) {
  return emailText(required, invalid).toLowerCase();
}

/** Passwords are taken exactly as typed: spaces may be part of them. */
export function password(required: string) {
  return z.string({ error: required }).min(1, required).max(PASSWORD_MAX, MSG.passwordTooLong);
}

/**
 * A password being chosen (register, reset, change): at least PASSWORD_MIN characters, counted as
 * the person sees them (an emoji is one). Existing passwords are checked with {@link password}
 * only, so an older, shorter one still signs in. An empty one reports `required` alone.
 */
export function newPassword(required: string) {
  return password(required).refine((text) => text === '' || [...text].length >= PASSWORD_MIN, MSG.passwordTooShort);
}

export { ID_MAX };

const DIGITS = /^\s*\d{1,16}\s*$/;

/**
 * A whole number from `min` to `max`, given as a number or as the digits a form or a path carries.
 * Nothing else is turned into a number: `true`, `[4]`, `4.5` or `"4e1"` are refused with `message`.
 */
export function wholeNumber(message: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return number;
  });
}

/**
 * The one database id rule of every route (path, query, body, cart lines, coupon products): a
 * positive 32-bit integer, as a number or digits. `idFieldWith` only changes the message.
 */
export function idFieldWith(message: string) {
  return wholeNumber(message, 1, ID_MAX);
}

export const idField = idFieldWith(MSG.idInvalid);

/** A list of ids, duplicates dropped. */
export function idList(invalid: string = MSG.productIdsInvalid) {
  return z
    .array(idField, { error: invalid })
    .max(200, invalid)
    .transform((ids) => [...new Set(ids)]);
}

const FOREIGN_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:/i;

/**
 * An image address: an http(s) URL or a path of our own uploads. Empty means no image (null);
 * absent stays absent, so an update can leave the image as it is.
 */
export const imgUriField = z
  .string({ error: MSG.imageInvalid })
  .trim()
  .max(IMG_URI_MAX, MSG.imageInvalid)
  .refine((uri) => !FOREIGN_SCHEME.test(uri) && !/\s/.test(uri), MSG.imageInvalid)
  .nullish()
  .transform((uri) => (uri === '' ? null : uri));

/** Where the shop serves the images uploaded to it (POST /api/uploads answers this path). */
export const UPLOADS_PATH = '/api/uploads/';

/** scheme://host[:port] and the path of an http(s) address (the domain runs without the URL class). */
const HTTP_ADDRESS = /^(https?:\/\/[^/?#@]+)(\/[^?#]*)?(?:[?#].*)?$/i;

function originOf(address: string): string | null {
  return HTTP_ADDRESS.exec(address)?.[1]?.toLowerCase() ?? null;
}

/**
 * An image the shop itself serves: a path of its own (`/images/...` of the demo menu, an upload
 * as `/api/uploads/<file>`), or an upload's absolute address (`<PUBLIC_URL>/api/uploads/<file>`,
 * as the upload route answers). With `shopOrigin` (the server knows its PUBLIC_URL) the absolute
 * address must be of that origin too. Never another site's address: a picture every visitor's
 * browser would fetch from a stranger.
 */
export function isShopImageUri(uri: string, shopOrigin?: string): boolean {
  if (/[\s\\]/.test(uri) || uri.includes('..')) return false;
  if (uri.startsWith('/')) return !uri.startsWith('//');
  const absolute = HTTP_ADDRESS.exec(uri);
  if (!absolute?.[1] || !absolute[2]) return false;
  const [, origin, pathname] = absolute;
  if (!pathname.startsWith(UPLOADS_PATH) || pathname.length === UPLOADS_PATH.length) return false;
  return shopOrigin === undefined || origin.toLowerCase() === originOf(shopOrigin);
}

/** An avatar's or a product's image: {@link imgUriField} that only the shop's own images pass. */
export const shopImgUriField = imgUriField.refine(
  (uri) => uri === null || uri === undefined || isShopImageUri(uri),
  MSG.imageNotFromShop,
);

export const flagField = z.boolean({ error: MSG.productFlagInvalid }).default(false);

const PRICE_TEXT = /^\d+([.,]\d+)?$/;

/** Pesos, positive, at most 2 decimals. Accepts a number or the text of a price input ("8500,50"). */
export const priceField = z
  .union([z.number(), z.string()], { error: MSG.productPriceRequired })
  .transform((value, ctx) => {
    let price = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') {
        ctx.issues.push({ code: 'custom', message: MSG.productPriceRequired, input: value });
        return z.NEVER;
      }
      if (!PRICE_TEXT.test(text)) {
        ctx.issues.push({ code: 'custom', message: MSG.productPriceInvalid, input: value });
        return z.NEVER;
      }
      price = Number(text.replace(',', '.'));
    }
    const pesos = Number(price);
    const problem =
      !Number.isFinite(pesos) || pesos <= 0
        ? MSG.productPriceInvalid
        : pesos > PRICE_MAX
          ? MSG.productPriceTooHigh
          : !hasAtMostTwoDecimals(pesos)
            ? MSG.productPriceDecimals
            : null;
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }
    return pesos;
  });

function hasAtMostTwoDecimals(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/**
 * A name from elsewhere (a social sign-in's given_name) held to the registration form's rule:
 * letters the pattern has (other accents reduced to their letter: Zoë → Zoe), spaces and ',.-;
 * anything else dropped, spaces collapsed, at most NAME_MAX characters. Empty when nothing is left.
 */
export function toPersonName(text: string): string {
  const kept = [...text.normalize('NFC')]
    .map((char) => {
      if (NAME_PATTERN.test(char)) return char;
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      return NAME_PATTERN.test(base) ? base : ' ';
    })
    .join('');
  return kept.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim();
}
