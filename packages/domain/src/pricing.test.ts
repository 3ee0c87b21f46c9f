import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  formatPrice,
  formatTotal,
  fromCents,
  priceCart,
  toCents,
  type PricingCoupon,
  type PricingLine,
} from './pricing';
import type { CartLine, Coupon } from './types';

const line = (productId: number | null, unitPriceCents: number, quantity: number): PricingLine => ({
  productId,
  unitPriceCents,
  quantity,
});
const coupon = (code: string, percentage: number, productIds: number[]): PricingCoupon => ({
  code,
  percentage,
  productIds,
});

describe('money conversions and display', () => {
  it('converts pesos to cents without binary noise and back', () => {
    expect(toCents(8500)).toBe(850000);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.1 + 2.2)).toBe(330);
    expect(toCents(8500.5)).toBe(850050);
    expect(fromCents(850050)).toBe(8500.5);
    expect(fromCents(29)).toBe(0.29);
  });

  it('shows prices with a $ and decimals only when not whole', () => {
    expect(formatPrice(8500)).toBe('$ 8.500');
    expect(formatPrice(8500.5)).toBe('$ 8.500,50');
    expect(formatPrice(0.29)).toBe('$ 0,29');
    expect(formatPrice(950)).toBe('$ 950');
    expect(formatPrice(1234567)).toBe('$ 1.234.567');
  });

  it('shows totals with 2 decimals', () => {
    expect(formatTotal(8500)).toBe('$ 8.500,00');
    expect(formatTotal(1234.5)).toBe('$ 1.234,50');
    expect(formatTotal(0)).toBe('$ 0,00');
    expect(formatTotal(0.1 + 0.2)).toBe('$ 0,30');
    expect(formatTotal(29870)).toBe('$ 29.870,00');
    expect(formatTotal(9956.67)).toBe('$ 9.956,67');
    expect(formatTotal(-1500)).toBe('-$ 1.500,00');
  });
});

describe('priceCart', () => {
  it('prices each line as unit price times quantity', () => {
    const pricing = priceCart([line(1, 850000, 2), line(2, 120050, 3)], []);
    expect(pricing.lines.map((l) => l.subtotalCents)).toEqual([1700000, 360150]);
    expect(pricing).toMatchObject({ subtotalCents: 2060150, discountCents: 0, totalCents: 2060150 });
  });

  it('discounts price / 100 x quantity x percentage on the coupon products only', () => {
    const pricing = priceCart([line(1, 850000, 2), line(2, 500000, 1)], [coupon('VEGGIE20', 20, [1])]);
    expect(pricing.lines[0]).toEqual({
      subtotalCents: 1700000,
      discountCents: 340000,
      totalCents: 1360000,
      couponCode: 'VEGGIE20',
    });
    expect(pricing.lines[1]).toEqual({ subtotalCents: 500000, discountCents: 0, totalCents: 500000, couponCode: null });
    expect(pricing).toMatchObject({ subtotalCents: 2200000, discountCents: 340000, totalCents: 1860000 });
  });

  it('applies the larger percentage when two coupons cover one product, never their sum', () => {
    const pricing = priceCart([line(1, 100000, 1)], [coupon('DIEZ', 10, [1]), coupon('CUARTO', 25, [1, 2])]);
    expect(pricing.lines[0]).toMatchObject({ discountCents: 25000, couponCode: 'CUARTO' });
  });

  it('rounds the discount half up to the cent', () => {
    expect(priceCart([line(1, 15, 1)], [coupon('X', 10, [1])]).discountCents).toBe(2); // 1.5 cents
    expect(priceCart([line(1, 333, 1)], [coupon('X', 15, [1])]).discountCents).toBe(50); // 49.95 cents
    expect(priceCart([line(1, 333, 1)], [coupon('X', 12.5, [1])]).discountCents).toBe(42); // 41.625 cents
    expect(priceCart([line(1, 14, 1)], [coupon('X', 10, [1])]).discountCents).toBe(1); // 1.4 cents
  });

  it('never takes a line below zero', () => {
    expect(priceCart([line(1, 990, 3)], [coupon('TODO', 100, [1])]).lines[0]).toMatchObject({
      discountCents: 2970,
      totalCents: 0,
    });
    expect(priceCart([line(1, 990, 3)], [coupon('MAL', 150, [1])]).lines[0]).toMatchObject({
      discountCents: 2970,
      totalCents: 0,
    });
    expect(priceCart([line(1, 990, 3)], [coupon('NEG', -20, [1])]).lines[0]).toMatchObject({
      discountCents: 0,
      totalCents: 2970,
    });
  });

  it('gives custom burgers (no product id) no coupon', () => {
    expect(priceCart([line(null, 980000, 1)], [coupon('X', 50, [1])]).discountCents).toBe(0);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], [coupon('X', 50, [1])])).toEqual({
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });
});

describe('cartTotals', () => {
  const cart: CartLine[] = [
    { id: 1, name: 'Doble cheddar', cantidad: 2, price: 8500, imgUri: null, isVeggie: false },
    { id: 5, name: 'Papas', cantidad: 1, price: 3200.5, imgUri: null, isVeggie: true },
    {
      id: 'custom-1',
      name: 'Burger custom 000001',
      cantidad: 1,
      price: 9000,
      imgUri: null,
      isVeggie: false,
      baseId: 40,
      ingredients: [],
    },
  ];
  const coupons: Coupon[] = [
    {
      id: 1,
      code: 'PAPAS10',
      title: 'Papas',
      expirationDate: '2024-05-31',
      imgUri: null,
      discountPorcentage: 10,
      productsId: [5],
    },
    {
      id: 2,
      code: 'BURGER15',
      title: 'Burger',
      expirationDate: '2024-04-30',
      imgUri: null,
      discountPorcentage: 15,
      productsId: [1],
    },
  ];

  it('works in pesos for the cart page', () => {
    // 17000 + 3200.50 + 9000; discounts 2550 + 320.05
    expect(cartTotals(cart, coupons)).toEqual({ subtotal: 29200.5, discount: 2870.05, total: 26330.45 });
  });

  it('leaves out coupons expired by the given day', () => {
    expect(cartTotals(cart, coupons, '2024-04-30')).toEqual({ subtotal: 29200.5, discount: 2870.05, total: 26330.45 });
    expect(cartTotals(cart, coupons, '2024-05-01')).toEqual({ subtotal: 29200.5, discount: 320.05, total: 28880.45 });
  });

  it('shows no discount without coupons', () => {
    expect(cartTotals(cart, [])).toEqual({ subtotal: 29200.5, discount: 0, total: 29200.5 });
  });
});

describe('pricing properties', () => {
  const productId = fc.integer({ min: 1, max: 8 });
  const lineArb = fc.record({
    productId: fc.option(productId, { nil: null }),
    unitPriceCents: fc.integer({ min: 1, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  });
  const percentage = fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  );
  const couponArb = fc.record({
    code: fc.string({ minLength: 1, maxLength: 9 }),
    percentage,
    productIds: fc.uniqueArray(productId, { maxLength: 4 }),
  });
  const cartArb = fc.array(lineArb, { maxLength: 12 });
  const couponsArb = fc.array(couponArb, { maxLength: 5 });

  it('total = subtotal - discount, for every line and the cart', () => {
    fc.assert(
      fc.property(cartArb, couponsArb, (lines, coupons) => {
        const pricing = priceCart(lines, coupons);
        for (const priced of pricing.lines) expect(priced.totalCents).toBe(priced.subtotalCents - priced.discountCents);
        expect(pricing.totalCents).toBe(pricing.subtotalCents - pricing.discountCents);
        expect(pricing.subtotalCents).toBe(lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
      }),
    );
  });

  it('a discount is never negative nor above its subtotal, and every amount is whole cents', () => {
    fc.assert(
      fc.property(cartArb, couponsArb, (lines, coupons) => {
        for (const priced of priceCart(lines, coupons).lines) {
          expect(priced.discountCents).toBeGreaterThanOrEqual(0);
          expect(priced.discountCents).toBeLessThanOrEqual(priced.subtotalCents);
          expect(Number.isInteger(priced.discountCents)).toBe(true);
        }
      }),
    );
  });

  it('the larger percentage wins: several coupons give what the best one alone gives', () => {
    fc.assert(
      fc.property(lineArb, couponsArb, (single, coupons) => {
        const covering = coupons.filter((c) => single.productId !== null && c.productIds.includes(single.productId));
        const best = covering.reduce<PricingCoupon | null>(
          (top, c) => (top === null || c.percentage > top.percentage ? c : top),
          null,
        );
        const alone = priceCart([single], best ? [best] : []).discountCents;
        expect(priceCart([single], coupons).discountCents).toBe(alone);
      }),
    );
  });

  it('the discount is price x quantity x percentage / 100 to the nearest cent', () => {
    fc.assert(
      fc.property(lineArb, percentage, (single, pct) => {
        const covered = { ...single, productId: 1 };
        const exact = (covered.unitPriceCents * covered.quantity * pct) / 100;
        const discount = priceCart([covered], [coupon('C', pct, [1])]).discountCents;
        expect(Math.abs(discount - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('the order of coupons does not matter', () => {
    fc.assert(
      fc.property(
        cartArb,
        couponsArb.chain((coupons) =>
          fc.tuple(fc.constant(coupons), fc.shuffledSubarray(coupons, { minLength: coupons.length })),
        ),
        (lines, [coupons, shuffled]) => {
          expect(priceCart(lines, shuffled)).toEqual(priceCart(lines, coupons));
        },
      ),
    );
  });

  it('without a coupon covering a product there is no discount', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        const none = priceCart(lines, []);
        expect(none.discountCents).toBe(0);
        expect(none.totalCents).toBe(none.subtotalCents);
        expect(priceCart(lines, [coupon('OTRO', 50, [999])]).discountCents).toBe(0);
      }),
    );
  });
});
