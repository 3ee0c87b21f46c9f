/** The admin's promotion form and `POST`/`PUT /api/admin/promotions` (docs/product/promotions.md). */
import { isCalendarDate } from './coupon';
import { z } from './zod';
import { PRICE_MAX, PRODUCT_CATEGORIES } from '../constants';
import { MSG } from '../messages';
import { PROMOTION_KINDS } from '../promotions';
import { windowProblem } from '../week-windows';

export const PROMOTION_NAME_MAX = 60;

const money = z.number({ error: MSG.promotionFixedPriceInvalid }).min(0).max(PRICE_MAX);
const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const optionalDate = z
  .string({ error: MSG.promotionDatesInvalid })
  .trim()
  .refine(isCalendarDate, MSG.promotionDatesInvalid)
  .nullish()
  .transform((value) => value ?? null);

/** The week window of a promotion or of a selling window, with one message for whatever is wrong. */
export const weekWindowFields = {
  days: z
    .array(z.number({ error: MSG.promotionWindowInvalid }), { error: MSG.promotionWindowInvalid })
    .max(7, MSG.promotionWindowInvalid)
    .transform((days) => [...new Set(days)].sort()),
  from: z.string({ error: MSG.promotionWindowInvalid }),
  to: z.string({ error: MSG.promotionWindowInvalid }),
};

export const promotionSchema = z
  .object({
    name: z
      .string({ error: MSG.promotionNameRequired })
      .trim()
      .min(1, MSG.promotionNameRequired)
      .max(PROMOTION_NAME_MAX, MSG.promotionNameTooLong),
    kind: z.enum(PROMOTION_KINDS, { error: MSG.promotionKindInvalid }),
    percentage: optionalNumber,
    buy: optionalNumber,
    pay: optionalNumber,
    /** Pesos. */
    fixedPrice: money.nullish().transform((value) => value ?? null),
    minimum: money.nullish().transform((value) => value ?? null),
    amount: money.nullish().transform((value) => value ?? null),
    productIds: z
      .array(z.number().int().positive(), { error: MSG.promotionProductsRequired })
      .max(50, MSG.promotionProductsRequired)
      .default([]),
    categories: z
      .array(z.enum(PRODUCT_CATEGORIES, { error: MSG.promotionProductsRequired }), {
        error: MSG.promotionProductsRequired,
      })
      .default([])
      .transform((categories) => [...new Set(categories)]),
    ...weekWindowFields,
    startsOn: optionalDate,
    endsOn: optionalDate,
    stacksWithCoupons: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((promotion, context) => {
    const fail = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (windowProblem(promotion) !== null) fail(MSG.promotionWindowInvalid, 'days');
    if (promotion.startsOn && promotion.endsOn && promotion.endsOn < promotion.startsOn) {
      fail(MSG.promotionDatesInvalid, 'endsOn');
    }
    const percentageOk = (value: number | null) => value !== null && value >= 1 && value <= 100;
    if (promotion.kind !== 'monto_minimo' && promotion.productIds.length + promotion.categories.length === 0) {
      fail(MSG.promotionProductsRequired, 'productIds');
    }
    if (promotion.kind === 'porcentaje' && !percentageOk(promotion.percentage)) {
      fail(MSG.promotionPercentageInvalid, 'percentage');
    }
    if (promotion.kind === 'nxm') {
      const { buy, pay } = promotion;
      const valid =
        buy !== null &&
        pay !== null &&
        Number.isInteger(buy) &&
        Number.isInteger(pay) &&
        pay >= 1 &&
        pay < buy &&
        buy <= 10;
      if (!valid) fail(MSG.promotionNxmInvalid, 'buy');
    }
    if (promotion.kind === 'precio_fijo') {
      if (promotion.productIds.length === 0) fail(MSG.promotionProductsRequired, 'productIds');
      if (promotion.fixedPrice === null || promotion.fixedPrice <= 0)
        fail(MSG.promotionFixedPriceInvalid, 'fixedPrice');
    }
    if (promotion.kind === 'monto_minimo') {
      if (promotion.percentage !== null && !percentageOk(promotion.percentage)) {
        fail(MSG.promotionPercentageInvalid, 'percentage');
      } else if (
        promotion.minimum === null ||
        (promotion.percentage === null && !(promotion.amount && promotion.amount > 0))
      ) {
        fail(MSG.promotionMinimumInvalid, 'minimum');
      }
    }
  });

export type PromotionInput = z.input<typeof promotionSchema>;
export type PromotionData = z.output<typeof promotionSchema>;

/** `PUT /api/admin/selling-windows`: the whole list; each window names a product or a category. */
export const sellingWindowsSchema = z.object({
  windows: z
    .array(
      z
        .object({
          productId: z
            .number()
            .int()
            .positive()
            .nullish()
            .transform((value) => value ?? null),
          category: z
            .enum(PRODUCT_CATEGORIES, { error: MSG.sellingWindowTargetInvalid })
            .nullish()
            .transform((value) => value ?? null),
          ...weekWindowFields,
        })
        .superRefine((window, context) => {
          if ((window.productId === null) === (window.category === null)) {
            context.addIssue({ code: 'custom', message: MSG.sellingWindowTargetInvalid, path: ['productId'] });
          }
          if (windowProblem(window) !== null) {
            context.addIssue({ code: 'custom', message: MSG.promotionWindowInvalid, path: ['days'] });
          }
        }),
      { error: MSG.promotionWindowInvalid },
    )
    .max(200, MSG.inputTooMany),
});
export type SellingWindowsData = z.output<typeof sellingWindowsSchema>;
