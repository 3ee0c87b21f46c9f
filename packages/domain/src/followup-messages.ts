/** The review request's and the win-back's messages (docs/product/loyalty.md#asked-back-never-spammed). */
export const FOLLOWUP_MSG = {
  couponPersonal: 'Este cupón es personal.',
  couponUsed: 'Este cupón ya fue usado.',
  couponNeedsAccount: 'Ingresá a tu cuenta para usar este cupón.',
  winBackDaysInvalid: 'Ingresá cuántos días sin pedir esperar antes de enviar “Te extrañamos” (de 7 a 365).',
  winBackPercentInvalid: 'Ingresá el descuento del cupón de “Te extrañamos” (de 1 a 90 %).',
} as const;

/** `Te extrañamos`'s defaults: on, after 45 days without ordering, a 15 % coupon valid 30 days. */
export const WIN_BACK_DEFAULTS = { winBackEnabled: true, winBackDays: 45, winBackPercent: 15 } as const;
export const WIN_BACK_COUPON_DAYS = 30;
/** The review request goes out this long after the order is `Entregado`. */
export const REVIEW_DELAY_MS = 60 * 60_000;
