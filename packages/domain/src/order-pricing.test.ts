import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, type OrderPricingLine } from './order-pricing';
import { priceCart, type PricingCoupon } from './pricing';
import type { Promotion } from './promotions';

// 2026-11-30 is a Monday; the store is at UTC-3.
const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const MONDAY_NOON = at('2026-11-30T12:00:00');
const TUESDAY_NOON = at('2026-12-01T12:00:00');

const CLASICA = 1;
const PAPAS = 2;
const GASEOSA = 3;

const line = (productId: number, unitPriceCents: number, quantity: number, category = 'burgers'): OrderPricingLine => ({
  productId,
  unitPriceCents,
  quantity,
  category,
});

function promotion(overrides: Partial<Promotion>): Promotion {
  return {
    id: 1,
    name: 'Promo',
    kind: 'porcentaje',
    percentage: null,
    buy: null,
    pay: null,
    fixedPriceCents: null,
    minimumCents: null,
    amountCents: null,
    productIds: [],
    categories: [],
    window: { days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' },
    startsOn: null,
    endsOn: null,
    stacksWithCoupons: false,
    active: true,
    ...overrides,
  };
}

const twoForOneTuesdays = promotion({
  id: 10,
  name: '2x1 los martes',
  kind: 'nxm',
  buy: 2,
  pay: 1,
  productIds: [CLASICA],
  window: { days: [2], from: '00:00', to: '24:00' },
});
const coupon = (code: string, percentage: number, productIds: number[]): PricingCoupon => ({
  code,
  percentage,
  productIds,
});

describe('2x1 (nxm)', () => {
  it('makes one of every two units free and leaves an odd unit at list price', () => {
    const priced = priceOrder({
      lines: [line(CLASICA, 750_000, 3)],
      coupons: [],
      promotions: [twoForOneTuesdays],
      at: TUESDAY_NOON,
    });
    expect(priced.lines[0].savings).toEqual([
      { kind: 'promocion', promotionId: 10, code: null, name: '2x1 los martes', amountCents: 750_000 },
    ]);
    expect(priced.totalCents).toBe(1_500_000);
  });

  it('frees the cheapest of each pair, dearest units paired first', () => {
    const priced = priceOrder({
      lines: [
        line(CLASICA, 900_000, 1),
        line(CLASICA, 800_000, 1),
        line(CLASICA, 700_000, 1),
        line(CLASICA, 600_000, 1),
      ],
      coupons: [],
      promotions: [twoForOneTuesdays],
      at: TUESDAY_NOON,
    });
    expect(priced.lines.map((priced) => priced.discountCents)).toEqual([0, 800_000, 0, 600_000]);
  });

  it('3x2 with five units: one free, two at list price', () => {
    const threeForTwo = promotion({ kind: 'nxm', buy: 3, pay: 2, productIds: [CLASICA] });
    const priced = priceOrder({
      lines: [line(CLASICA, 100_000, 5)],
      coupons: [],
      promotions: [threeForTwo],
      at: MONDAY_NOON,
    });
    expect(priced.totalCents).toBe(400_000);
  });

  it('is judged at the promised time: a Monday order for Tuesday gets it, a Tuesday order for Wednesday does not', () => {
    const lines = [line(CLASICA, 750_000, 2)];
    // The moment the order is placed is not an input at all: only the promised time is.
    expect(priceOrder({ lines, coupons: [], promotions: [twoForOneTuesdays], at: TUESDAY_NOON }).totalCents).toBe(
      750_000,
    );
    expect(priceOrder({ lines, coupons: [], promotions: [twoForOneTuesdays], at: MONDAY_NOON }).totalCents).toBe(
      1_500_000,
    );
    expect(
      priceOrder({ lines, coupons: [], promotions: [twoForOneTuesdays], at: at('2026-12-02T00:00:00') }).totalCents,
    ).toBe(1_500_000);
  });

  it('follows the store zone, not UTC: Tuesday 23:30 in Buenos Aires is already Wednesday in UTC', () => {
    const lateTuesday = at('2026-12-01T23:30:00');
    expect(lateTuesday.getUTCDay()).toBe(3);
    const priced = priceOrder({
      lines: [line(CLASICA, 750_000, 2)],
      coupons: [],
      promotions: [twoForOneTuesdays],
      at: lateTuesday,
    });
    expect(priced.totalCents).toBe(750_000);
  });
});

describe('windows and dates', () => {
  const lateNight = promotion({
    percentage: 50,
    productIds: [PAPAS],
    window: { days: [5], from: '22:00', to: '02:00' },
  });
  const papas = [line(PAPAS, 300_000, 1, 'fries')];

  it('a window across midnight covers the small hours of the next day, only after its opening day', () => {
    expect(
      priceOrder({ lines: papas, coupons: [], promotions: [lateNight], at: at('2026-12-04T23:00:00') }).totalCents,
    ).toBe(150_000);
    expect(
      priceOrder({ lines: papas, coupons: [], promotions: [lateNight], at: at('2026-12-05T01:45:00') }).totalCents,
    ).toBe(150_000);
    expect(
      priceOrder({ lines: papas, coupons: [], promotions: [lateNight], at: at('2026-12-05T02:00:00') }).totalCents,
    ).toBe(300_000);
    // Friday's early hours belong to Thursday's window, which does not exist.
    expect(
      priceOrder({ lines: papas, coupons: [], promotions: [lateNight], at: at('2026-12-04T01:00:00') }).totalCents,
    ).toBe(300_000);
  });

  it('a happy hour from 18 to 20 includes 18:00 and excludes 20:00', () => {
    const happyHour = promotion({
      percentage: 20,
      categories: ['fries'],
      window: { days: [1], from: '18:00', to: '20:00' },
    });
    const total = (when: string) =>
      priceOrder({ lines: papas, coupons: [], promotions: [happyHour], at: at(when) }).totalCents;
    expect(total('2026-11-30T17:59:00')).toBe(300_000);
    expect(total('2026-11-30T18:00:00')).toBe(240_000);
    expect(total('2026-11-30T19:59:00')).toBe(240_000);
    expect(total('2026-11-30T20:00:00')).toBe(300_000);
  });

  it('first and last dates are store calendar days, inclusive; a promotion switched off never applies', () => {
    const dated = promotion({ percentage: 10, productIds: [PAPAS], startsOn: '2026-11-30', endsOn: '2026-12-01' });
    const total = (promo: Promotion, when: Date) =>
      priceOrder({ lines: papas, coupons: [], promotions: [promo], at: when }).totalCents;
    expect(total(dated, at('2026-11-29T23:59:00'))).toBe(300_000);
    expect(total(dated, at('2026-11-30T00:00:00'))).toBe(270_000);
    expect(total(dated, at('2026-12-01T23:59:00'))).toBe(270_000);
    expect(total(dated, at('2026-12-02T00:00:00'))).toBe(300_000);
    expect(total({ ...dated, active: false }, MONDAY_NOON)).toBe(300_000);
  });
});

describe('one promotion per unit, the best for the customer', () => {
  it('two promotions on one line: 2x1 on a pair, the percentage on the odd unit', () => {
    const tenOff = promotion({ id: 20, name: '10 % en hamburguesas', percentage: 10, categories: ['burgers'] });
    const priced = priceOrder({
      lines: [line(CLASICA, 750_000, 3)],
      coupons: [],
      promotions: [tenOff, twoForOneTuesdays],
      at: TUESDAY_NOON,
    });
    expect(priced.lines[0].savings.map((saving) => [saving.name, saving.amountCents])).toEqual([
      ['2x1 los martes', 750_000],
      ['10 % en hamburguesas', 75_000],
    ]);
    expect(priced.totalCents).toBe(2_250_000 - 825_000);
  });

  it('a 60 % off beats a 2x1 on the same pair; never both', () => {
    const sixty = promotion({ id: 30, name: '60 %', percentage: 60, productIds: [CLASICA] });
    const priced = priceOrder({
      lines: [line(CLASICA, 100_000, 2)],
      coupons: [],
      promotions: [twoForOneTuesdays, sixty],
      at: TUESDAY_NOON,
    });
    expect(priced.lines[0].savings.map((saving) => saving.name)).toEqual(['60 %']);
    expect(priced.totalCents).toBe(80_000);
  });
});

describe('coupons and promotions', () => {
  const burger10 = coupon('BURGER10', 10, [CLASICA]);

  it('a stacking promotion leaves the coupon what it did not take', () => {
    const stacking = { ...twoForOneTuesdays, stacksWithCoupons: true };
    const priced = priceOrder({
      lines: [line(CLASICA, 750_000, 3)],
      coupons: [burger10],
      promotions: [stacking],
      at: TUESDAY_NOON,
    });
    // 3 x 7.500 = 22.500; the 2x1 takes 7.500; the coupon 10 % of the 15.000 left.
    expect(priced.lines[0].savings.map((saving) => [saving.name, saving.amountCents])).toEqual([
      ['2x1 los martes', 750_000],
      ['Cupón BURGER10', 150_000],
    ]);
    expect(priced.totalCents).toBe(1_350_000);
  });

  it('a promotion that does not stack keeps the coupon off its units only', () => {
    const priced = priceOrder({
      lines: [line(CLASICA, 750_000, 3)],
      coupons: [burger10],
      promotions: [twoForOneTuesdays],
      at: TUESDAY_NOON,
    });
    // The pair is under the 2x1; the odd unit takes the coupon.
    expect(priced.lines[0].savings.map((saving) => [saving.name, saving.amountCents])).toEqual([
      ['2x1 los martes', 750_000],
      ['Cupón BURGER10', 75_000],
    ]);
  });

  it('a coupon worth more than a non-stacking promotion wins over it', () => {
    const fivePercent = promotion({ percentage: 5, productIds: [CLASICA] });
    const priced = priceOrder({
      lines: [line(CLASICA, 100_000, 1)],
      coupons: [burger10],
      promotions: [fivePercent],
      at: MONDAY_NOON,
    });
    expect(priced.lines[0].savings.map((saving) => saving.name)).toEqual(['Cupón BURGER10']);
  });
});

describe('fixed-price set (precio_fijo)', () => {
  const comboParaDos = promotion({
    id: 40,
    name: 'Combo para dos',
    kind: 'precio_fijo',
    fixedPriceCents: 2_500_000,
    productIds: [CLASICA, CLASICA, PAPAS],
  });

  it('is completed twice when the cart holds two sets, the rest at list price', () => {
    const priced = priceOrder({
      lines: [line(CLASICA, 1_000_000, 5), line(PAPAS, 800_000, 2, 'fries'), line(GASEOSA, 200_000, 1, 'beverages')],
      coupons: [],
      promotions: [comboParaDos],
      at: MONDAY_NOON,
    });
    // Each set lists at 28.000 and costs 25.000: 3.000 saved twice, split by price over its units.
    expect(priced.lines.map((priced) => priced.discountCents)).toEqual([428_572, 171_428, 0]);
    expect(priced.discountCents).toBe(600_000);
    expect(priced.totalCents).toBe(5_000_000 + 1_000_000 + 200_000);
  });

  it('does nothing for an incomplete set or one that would cost more', () => {
    expect(
      priceOrder({ lines: [line(CLASICA, 1_000_000, 2)], coupons: [], promotions: [comboParaDos], at: MONDAY_NOON })
        .discountCents,
    ).toBe(0);
    const cheap = [line(CLASICA, 500_000, 2), line(PAPAS, 300_000, 1, 'fries')];
    expect(priceOrder({ lines: cheap, coupons: [], promotions: [comboParaDos], at: MONDAY_NOON }).discountCents).toBe(
      0,
    );
  });
});

describe('order-level promotion (monto_minimo) and the total', () => {
  const overThirty = promotion({
    id: 50,
    name: '10 % desde $ 30.000',
    kind: 'monto_minimo',
    percentage: 10,
    minimumCents: 3_000_000,
    stacksWithCoupons: true,
  });

  it('applies from its minimum, after the line promotions, on what the lines add up to', () => {
    const total = (quantity: number, when: Date, promos: Promotion[]) =>
      priceOrder({ lines: [line(CLASICA, 750_000, quantity)], coupons: [], promotions: promos, at: when });
    expect(total(3, MONDAY_NOON, [overThirty]).orderSavings).toEqual([]);
    // Exactly the minimum counts.
    expect(total(4, MONDAY_NOON, [overThirty]).orderSavings[0].amountCents).toBe(300_000);
    expect(total(4, MONDAY_NOON, [overThirty]).totalCents).toBe(2_700_000);
    // On Tuesday the 2x1 comes first and leaves 15.000, under the minimum.
    const withTwoForOne = total(4, TUESDAY_NOON, [overThirty, twoForOneTuesdays]);
    expect(withTwoForOne.orderSavings).toEqual([]);
    expect(withTwoForOne.totalCents).toBe(1_500_000);
    // Eight Clásicas on Tuesday: 30.000 after the 2x1, then 10 % off that.
    expect(total(8, TUESDAY_NOON, [overThirty, twoForOneTuesdays]).totalCents).toBe(2_700_000);
  });

  it('an amount off never takes the total below zero; the delivery fee is added untouched', () => {
    const huge = promotion({ kind: 'monto_minimo', amountCents: 99_999_999, minimumCents: 0 });
    const priced = priceOrder({
      lines: [line(PAPAS, 300_000, 1, 'fries')],
      coupons: [],
      promotions: [huge],
      at: MONDAY_NOON,
      deliveryFeeCents: 150_000,
    });
    expect(priced.orderSavings[0].amountCents).toBe(300_000);
    expect(priced.totalCents).toBe(150_000);
    expect(priced.deliveryFeeCents).toBe(150_000);
  });

  it('one that does not stack waits out a coupon already used', () => {
    const noStack = { ...overThirty, stacksWithCoupons: false };
    const priced = priceOrder({
      lines: [line(CLASICA, 750_000, 5)],
      coupons: [coupon('BURGER10', 10, [CLASICA])],
      promotions: [noStack],
      at: MONDAY_NOON,
    });
    expect(priced.orderSavings).toEqual([]);
  });
});

describe('properties', () => {
  const lines = fc.array(
    fc.record({
      productId: fc.integer({ min: 1, max: 4 }),
      unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      category: fc.constantFrom('burgers', 'fries'),
    }),
    { maxLength: 8 },
  );
  const coupons = fc.array(
    fc.record({
      code: fc.constantFrom('A', 'B'),
      percentage: fc.integer({ min: 0, max: 100 }),
      productIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    }),
    { maxLength: 2 },
  );
  const promotions = fc
    .array(
      fc
        .oneof(
          fc
            .record({
              percentage: fc.integer({ min: 1, max: 100 }),
              productIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
              stacksWithCoupons: fc.boolean(),
            })
            .map((values) => promotion({ ...values, kind: 'porcentaje' })),
          fc
            .record({
              buy: fc.integer({ min: 2, max: 4 }),
              stacksWithCoupons: fc.boolean(),
              categories: fc.constant(['burgers']),
            })
            .map((values) => promotion({ ...values, kind: 'nxm', pay: values.buy - 1 })),
          fc
            .record({
              fixedPriceCents: fc.integer({ min: 1, max: 3_000_000 }),
              productIds: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
            })
            .map((values) => promotion({ ...values, kind: 'precio_fijo' })),
          fc
            .record({
              amountCents: fc.integer({ min: 1, max: 5_000_000 }),
              minimumCents: fc.integer({ min: 0, max: 5_000_000 }),
            })
            .map((values) => promotion({ ...values, kind: 'monto_minimo' })),
        )
        .map((promo) => promo),
      { maxLength: 4 },
    )
    .map((list) => list.map((promo, index) => ({ ...promo, id: index + 1 })));

  it('without promotions it is exactly the coupon pricing the cart always had', () => {
    fc.assert(
      fc.property(lines, coupons, (cart, couponList) => {
        const priced = priceOrder({ lines: cart, coupons: couponList, promotions: [], at: MONDAY_NOON });
        const before = priceCart(cart, couponList);
        expect(priced.lines.map((one) => one.discountCents)).toEqual(before.lines.map((one) => one.discountCents));
        expect(priced.totalCents).toBe(before.totalCents);
      }),
    );
  });

  it('every amount is whole cents, no line or total goes below zero, and the parts add up', () => {
    fc.assert(
      fc.property(lines, coupons, promotions, (cart, couponList, promoList) => {
        const priced = priceOrder({ lines: cart, coupons: couponList, promotions: promoList, at: MONDAY_NOON });
        for (const one of priced.lines) {
          expect(one.totalCents).toBeGreaterThanOrEqual(0);
          for (const saving of one.savings)
            expect(Number.isInteger(saving.amountCents) && saving.amountCents > 0).toBe(true);
          expect(one.discountCents).toBe(one.savings.reduce((sum, saving) => sum + saving.amountCents, 0));
        }
        const lineTotals = priced.lines.reduce((sum, one) => sum + one.totalCents, 0);
        const orderCents = priced.orderSavings.reduce((sum, saving) => sum + saving.amountCents, 0);
        expect(priced.totalCents).toBe(lineTotals - orderCents);
        expect(priced.totalCents).toBeGreaterThanOrEqual(0);
        expect(priced.totalCents).toBeLessThanOrEqual(priced.subtotalCents);
        // Promotions only ever help: never dearer than without them.
        const plain = priceOrder({ lines: cart, coupons: couponList, promotions: [], at: MONDAY_NOON });
        expect(priced.totalCents).toBeLessThanOrEqual(plain.totalCents);
      }),
    );
  });
});
