import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enterCoupon, findCoupon, isCouponExpired, normalizeCouponCode, todayInStore } from './coupons';
import type { Coupon } from './types';

const veggie: Coupon = {
  id: 1,
  code: 'VEGGIE20',
  title: 'Martes veggie',
  expirationDate: '2024-03-31',
  imgUri: null,
  discountPorcentage: 20,
  productsId: [4],
};
const old: Coupon = { ...veggie, id: 2, code: 'VERANO', expirationDate: '2024-01-31' };
const available = [veggie, old];

describe('todayInStore', () => {
  it('is the calendar date in Buenos Aires, not in UTC', () => {
    expect(todayInStore(new Date('2024-03-01T02:59:59Z'))).toBe('2024-02-29');
    expect(todayInStore(new Date('2024-03-01T03:00:00Z'))).toBe('2024-03-01');
    expect(todayInStore(new Date('2024-12-31T23:30:00-03:00'))).toBe('2024-12-31');
  });

  it('is written yyyy-mm-dd', () => {
    expect(todayInStore()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('always equals UTC minus 3 hours (Argentina keeps no daylight saving)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2010-01-01T00:00:00Z'), max: new Date('2037-12-31T00:00:00Z'), noInvalidDate: true }),
        (now) => {
          expect(todayInStore(now)).toBe(new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('isCouponExpired', () => {
  it('is expired only when today is later than the expiration date', () => {
    expect(isCouponExpired(veggie, '2024-03-30')).toBe(false);
    expect(isCouponExpired(veggie, '2024-03-31')).toBe(false);
    expect(isCouponExpired(veggie, '2024-04-01')).toBe(true);
    expect(isCouponExpired(veggie, '2025-01-01')).toBe(true);
  });

  it('agrees with calendar order for any two days', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (today, expirationDate) => {
        const dayNumber = (text: string) => Math.floor(Date.parse(`${text}T00:00:00Z`) / 86_400_000);
        expect(isCouponExpired({ expirationDate }, today)).toBe(dayNumber(today) > dayNumber(expirationDate));
      }),
    );
  });

  it("judges a moment by the store's date, as its date at the store would", () => {
    // 23:30 of 31 March in Buenos Aires is already 1 April in UTC: the coupon still works there.
    expect(isCouponExpired(veggie, new Date('2024-04-01T02:30:00Z'))).toBe(false);
    expect(isCouponExpired(veggie, new Date('2024-04-01T03:30:00Z'))).toBe(true);
    const moment = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const day = moment.map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(moment, day, (now, expirationDate) => {
        expect(isCouponExpired({ expirationDate }, now)).toBe(isCouponExpired({ expirationDate }, todayInStore(now)));
      }),
    );
    // Around any moment, including the days right next to it.
    fc.assert(
      fc.property(moment, fc.integer({ min: -3, max: 3 }), (now, shift) => {
        const expirationDate = new Date(now.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
        expect(isCouponExpired({ expirationDate }, now)).toBe(isCouponExpired({ expirationDate }, todayInStore(now)));
      }),
    );
  });
});

describe('coupon codes', () => {
  it('are compared trimmed and without regard to capitals', () => {
    expect(normalizeCouponCode('  veggie20 ')).toBe('VEGGIE20');
    expect(findCoupon(' Veggie20', available)).toBe(veggie);
    expect(findCoupon('VEGGIE2', available)).toBeUndefined();
  });
});

describe('enterCoupon', () => {
  const today = '2024-03-10';

  it('ignores an empty or blank entry', () => {
    expect(enterCoupon('', available, [], today)).toEqual({ kind: 'ignored' });
    expect(enterCoupon('   ', available, [], today)).toEqual({ kind: 'ignored' });
  });

  it('reports an unknown code', () => {
    expect(enterCoupon('GRATIS', available, [], today)).toEqual({
      kind: 'error',
      message: 'El cupon ingresado no existe!!',
    });
  });

  it('reports an expired coupon', () => {
    expect(enterCoupon('verano', available, [], today)).toEqual({ kind: 'error', message: 'El cupon esta vencido' });
    expect(enterCoupon('VEGGIE20', available, [], '2024-04-01')).toEqual({
      kind: 'error',
      message: 'El cupon esta vencido',
    });
  });

  it('adds a valid coupon, up to its last day, whatever the capitals typed', () => {
    expect(enterCoupon(' veggie20 ', available, [], today)).toEqual({ kind: 'added', coupon: veggie });
    expect(enterCoupon('VEGGIE20', available, [], '2024-03-31')).toEqual({ kind: 'added', coupon: veggie });
  });

  it('ignores a coupon already chosen', () => {
    expect(enterCoupon('Veggie20', available, [veggie], today)).toEqual({ kind: 'ignored' });
  });

  it('adds exactly the valid, not yet chosen coupons', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2024-03-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, day, fc.boolean(), (expirationDate, todayDate, chosen) => {
        const coupon = { ...veggie, expirationDate };
        const outcome = enterCoupon(coupon.code.toLowerCase(), [coupon], chosen ? [coupon] : [], todayDate);
        if (todayDate > expirationDate) expect(outcome).toEqual({ kind: 'error', message: 'El cupon esta vencido' });
        else if (chosen) expect(outcome).toEqual({ kind: 'ignored' });
        else expect(outcome).toEqual({ kind: 'added', coupon });
      }),
    );
  });
});
