/** Coupon state and coupon entry in the cart (docs/product/cart.md#coupons). */
import { STORE_TIME_ZONE } from './constants';
import { COUPON_EXPIRED, COUPON_NOT_FOUND } from './coupon-messages';
import type { Coupon } from './types';

export { COUPON_EXPIRED, COUPON_NOT_FOUND };

// Made on first use: a browser's first date format takes some 20 ms (four times that on a slow
// phone), which every page that imports this module only for its other rules would pay as it loads.
let storeDate: Intl.DateTimeFormat | undefined;
function storeDateFormat(): Intl.DateTimeFormat {
  storeDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return storeDate;
}

/** Today's calendar date at the store, yyyy-mm-dd, whatever the zone of the machine asking. */
export function todayInStore(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    storeDateFormat()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Expired when the store's today is later than the expiration date; it still works on its last day.
 * `today` is the store's date (yyyy-mm-dd) or a moment. For a moment the time zone is asked only when
 * the expiration date is within a day of it: the store's date is never more than a day from UTC's,
 * and a browser's first time-zone format costs some 80 ms on a slow phone (the home's and the
 * cart's coupons paid it as they appeared, for dates months away).
 */
export function isCouponExpired(coupon: Pick<Coupon, 'expirationDate'>, today: string | Date): boolean {
  if (typeof today !== 'string') {
    const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    if (coupon.expirationDate < utcDate(today.getTime() - DAY_MS)) return true;
    if (coupon.expirationDate >= utcDate(today.getTime() + DAY_MS)) return false;
    return isCouponExpired(coupon, todayInStore(today));
  }
  return today > coupon.expirationDate;
}

/** Codes are compared trimmed and without regard to capitals. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCoupon<T extends Pick<Coupon, 'code'>>(code: string, coupons: readonly T[]): T | undefined {
  const wanted = normalizeCouponCode(code);
  return coupons.find((coupon) => normalizeCouponCode(coupon.code) === wanted);
}

export type CouponEntryOutcome =
  { kind: 'ignored' } | { kind: 'error'; message: string } | { kind: 'added'; coupon: Coupon };

/** What typing a code and pressing Enter in the cart does (docs/product/cart.md#coupons). */
export function enterCoupon(
  input: string,
  available: readonly Coupon[],
  chosen: readonly Coupon[],
  today: string | Date,
): CouponEntryOutcome {
  if (normalizeCouponCode(input) === '') return { kind: 'ignored' };
  const coupon = findCoupon(input, available);
  if (!coupon) return { kind: 'error', message: COUPON_NOT_FOUND };
  if (isCouponExpired(coupon, today)) return { kind: 'error', message: COUPON_EXPIRED };
  if (findCoupon(coupon.code, chosen)) return { kind: 'ignored' };
  return { kind: 'added', coupon };
}
