import { idField, idList, imgUriField } from './fields';
import { z } from './zod';
import {
  COUPON_CODE_MAX,
  COUPON_DATE_LENGTH,
  COUPON_DISCOUNT_MAX,
  COUPON_DISCOUNT_MAX_CHARS,
  COUPON_DISCOUNT_MIN,
  COUPON_TITLE_MAX,
} from '../constants';
import { MSG } from '../messages';

const DISCOUNT_TEXT = /^\d+(\.\d+)?$/;

/** Numeric 0 to 100 written in at most 5 characters ("12.5", "100"); a number or the input's text. */
const discountField = z
  .union([z.number(), z.string()], { error: MSG.couponEditDiscountRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const problem =
      text === ''
        ? MSG.couponEditDiscountRequired
        : text.length > COUPON_DISCOUNT_MAX_CHARS
          ? MSG.couponEditDiscountTooLong
          : !DISCOUNT_TEXT.test(text) || Number(text) < COUPON_DISCOUNT_MIN || Number(text) > COUPON_DISCOUNT_MAX
            ? MSG.couponEditDiscountInvalid
            : null;
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }
    return Number(text);
  });

/** A real calendar day written in exactly 10 characters, yyyy-mm-dd (leap years included). */
export function isCalendarDate(text: string): boolean {
  return text.length === COUPON_DATE_LENGTH && z.regexes.date.test(text);
}

function dateField(today: string) {
  return (
    z
      .string({ error: MSG.couponEditDateInvalid })
      .trim()
      .refine(isCalendarDate, MSG.couponEditDateInvalid)
      // Same-format dates compare as strings; a malformed one already has its message.
      .refine((date) => !isCalendarDate(date) || date >= today, MSG.couponEditDatePast)
  );
}

/**
 * The coupon edit form (docs/product/admin.md#coupons) and the body of POST /coupons. `today` is the store's date
 * (`todayInStore()`), so the same schema judges "today or later" on both sides.
 */
export function couponEditSchema(today: string) {
  return z.object({
    code: z
      .string({ error: MSG.couponEditCodeRequired })
      .trim()
      .min(1, MSG.couponEditCodeRequired)
      .max(COUPON_CODE_MAX, MSG.couponEditCodeTooLong)
      .regex(/^\S*$/, MSG.couponEditCodeSpaces)
      .toUpperCase(),
    title: z
      .string({ error: MSG.couponEditTitleRequired })
      .trim()
      .min(1, MSG.couponEditTitleRequired)
      .max(COUPON_TITLE_MAX, MSG.couponEditTitleTooLong),
    expirationDate: dateField(today),
    imgUri: imgUriField,
    discountPorcentage: discountField,
    productsId: idList(MSG.couponEditProductsRequired).refine((ids) => ids.length > 0, MSG.couponEditProductsRequired),
  });
}

/** The body of PUT /coupons: the edit form plus the coupon's id. */
export function couponUpdateSchema(today: string) {
  return couponEditSchema(today).extend({ id: idField });
}

export type CouponEditSchema = ReturnType<typeof couponEditSchema>;
export type CouponUpdateSchema = ReturnType<typeof couponUpdateSchema>;
export type CouponEditInput = z.input<CouponEditSchema>;
export type CouponEditData = z.output<CouponEditSchema>;
export type CouponUpdateInput = z.input<CouponUpdateSchema>;
export type CouponUpdateData = z.output<CouponUpdateSchema>;
