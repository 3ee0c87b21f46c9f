import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ID_MAX } from './constants';
import { cartLineSchema } from './schemas/cart';
import { storedCartSchema, storedCouponsSchema, storedFavoritesSchema, storedUserSchema } from './schemas/stored';
import { isStoredCart, isStoredCoupons, isStoredFavorites, isStoredUser } from './stored';
import type { CartLine, Coupon, SessionUser } from './types';

/** What localStorage gives back: the value after JSON (undefined keys gone, NaN and Infinity null). */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

const DELETE = Symbol('delete the key');
/** Per field, values at and across its edges (right and wrong), and the key's absence. */
type Edges = Record<string, unknown[]>;
const common = [DELETE, null, undefined, true, '', '7', [], {}, 1.5, -1, 0];

/**
 * A right value with, most of the time, one field set to one of its edge values: every edge is
 * met hundreds of times, alone, so a check that forgets one rule disagrees with the schema.
 */
function nearly<T extends Record<string, unknown>>(right: fc.Arbitrary<T>, edges: Edges): fc.Arbitrary<unknown> {
  const fields = Object.keys(edges);
  return fc
    .tuple(right, fc.option(fc.tuple(fc.constantFrom(...fields), fc.nat()), { freq: 4 }))
    .map(([value, change]) => {
      if (!change) return value;
      const [field, pick] = change;
      const choices = [...(edges[field] ?? []), ...common];
      const replacement = choices[pick % choices.length];
      const changed: Record<string, unknown> = { ...value };
      if (replacement === DELETE) delete changed[field];
      else changed[field] = replacement;
      return changed;
    });
}

const ids = [1, ID_MAX, ID_MAX + 1, 2 ** 53, 0, 7];
const prices = [0, 0.5, 5200, -0.01, Number.NaN, Number.POSITIVE_INFINITY, '5200'];
const names = ['', 'Clásica', 'x'.repeat(200), 'x'.repeat(201), 5];

const ingredient = nearly(
  fc.record({
    id: fc.integer({ min: 1, max: 500 }),
    name: fc.string({ maxLength: 12 }),
    price: fc.integer({ min: 0, max: 2000 }),
    isVeggie: fc.boolean(),
    isRepeat: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 4 }),
  }),
  {
    id: ids,
    name: names,
    price: prices,
    isVeggie: [false, 'true'],
    isRepeat: [true, 1],
    quantity: [1, 4, 5, 0, 2.5, '2'],
  },
);
const lineEdges: Edges = {
  name: names,
  cantidad: [1, 20, 21, 0, 2.5, '2'],
  price: prices,
  imgUri: ['/images/a.svg', null, 3],
  isVeggie: [false, 'false', 0],
  baseId: [12, ...ids, DELETE],
};
const productLine = nearly(
  fc.record({
    id: fc.integer({ min: 1, max: 500 }),
    name: fc.string({ maxLength: 12 }),
    cantidad: fc.integer({ min: 1, max: 20 }),
    price: fc.integer({ min: 0, max: 20_000 }),
    imgUri: fc.option(fc.constant('/images/clasica.svg')),
    isVeggie: fc.boolean(),
  }),
  { ...lineEdges, id: [...ids, 'f'.repeat(32), '3'] },
);
const customLine = nearly(
  fc.record({
    id: fc.oneof(fc.uuid(), fc.constant('f'.repeat(32))),
    name: fc.string({ maxLength: 12 }),
    cantidad: fc.constant(1),
    price: fc.integer({ min: 0, max: 20_000 }),
    imgUri: fc.option(fc.constant('/images/base.svg')),
    isVeggie: fc.boolean(),
    baseId: fc.integer({ min: 1, max: 500 }),
    ingredients: fc.array(ingredient, { maxLength: 3 }),
  }),
  {
    ...lineEdges,
    id: ['a', 'a'.repeat(64), 'a'.repeat(65), ' a', 'a_b', 'ñ', 12],
    ingredients: [
      [],
      Array.from({ length: 6 }, () => ({ id: 1, name: 'a', price: 1, isVeggie: true, isRepeat: false, quantity: 1 })),
      Array.from({ length: 7 }, () => ({ id: 1, name: 'a', price: 1, isVeggie: true, isRepeat: false, quantity: 1 })),
      [null],
    ],
  },
);
const listOf = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.array(item, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, {}, 'x', [null]) },
  );
const cart = listOf(fc.oneof(productLine, customLine));

const coupon = nearly(
  fc.record({
    id: fc.integer({ min: 1, max: 99 }),
    code: fc.constantFrom('HOLA10', 'VEGGIE20'),
    title: fc.string({ maxLength: 12 }),
    expirationDate: fc.constant('2030-12-31'),
    imgUri: fc.option(fc.constant('/images/cupon.svg')),
    discountPorcentage: fc.integer({ min: 1, max: 100 }),
    productsId: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 3 }),
  }),
  { id: [2.5, 0], code: [3], title: [null], discountPorcentage: [12.5, '10'], productsId: [[1, '2'], [1.5], [null]] },
);
const coupons = listOf(coupon);

const user = nearly(
  fc.record({
    id: fc.integer({ min: 1, max: 500 }),
    firstName: fc.string({ maxLength: 12 }),
    lastName: fc.string({ maxLength: 12 }),
    email: fc.constant('ana@x.test'),
    role: fc.constantFrom('admin', 'employee', 'customer'),
    imgUri: fc.option(fc.constant('/api/uploads/a.webp')),
    token: fc.constant('eyJ.a.b'),
  }),
  {
    id: ids,
    role: ['cliente', 'Admin'],
    deletedAt: ['2026-01-01T00:00:00.000Z', null, DELETE, 4],
    token: ['x', '', 12],
    identityProvider: ['oidc', 'google', DELETE],
    email: [4],
  },
);
const favorites = listOf(fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constantFrom(...ids, '4', null)));

const cases = [
  { key: 'carrito', check: isStoredCart, schema: storedCartSchema, values: cart },
  { key: 'cupones', check: isStoredCoupons, schema: storedCouponsSchema, values: coupons },
  { key: 'user', check: isStoredUser, schema: storedUserSchema, values: user },
  { key: 'favoritos', check: isStoredFavorites, schema: storedFavoritesSchema, values: favorites },
] as const;

describe('the browser checks of stored values agree with the zod schemas', () => {
  it('and the schemas describe the types the web app reads back', () => {
    expectTypeOf<z.infer<typeof storedCartSchema>>().toExtend<CartLine[]>();
    expectTypeOf<z.infer<typeof storedCouponsSchema>>().toExtend<Coupon[]>();
    expectTypeOf<z.infer<typeof storedUserSchema>>().toExtend<SessionUser>();
    expectTypeOf<z.infer<typeof storedFavoritesSchema>>().toExtend<number[]>();
  });

  for (const { key, check, schema, values } of cases) {
    it(`${key}: same verdict for right, wrong and half-right values`, () => {
      const verdicts = { accepted: 0, refused: 0 };
      fc.assert(
        fc.property(values, (generated) => {
          const value = roundTrip(generated);
          const expected = schema.safeParse(value).success;
          expect(check(value)).toBe(expected);
          verdicts[expected ? 'accepted' : 'refused'] += 1;
        }),
        { numRuns: 3000 },
      );
      // Both sides were really walked, not only one of them.
      expect(verdicts.accepted).toBeGreaterThan(100);
      expect(verdicts.refused).toBeGreaterThan(100);
    });
  }
});

const classic = {
  id: 3,
  name: 'Clásica Devoto',
  cantidad: 2,
  price: 5200,
  imgUri: '/images/clasica.svg',
  isVeggie: false,
};
const custom = {
  id: '0b6f4c1e-4a57-4c3e-9a55-1c7c3b0d2f10',
  name: 'Burger custom 123456',
  cantidad: 1,
  price: 6100,
  imgUri: null,
  isVeggie: false,
  baseId: 12,
  ingredients: [{ id: 20, name: 'Cheddar', price: 450, isVeggie: true, isRepeat: true, quantity: 2 }],
};

describe('isStoredCart', () => {
  it('takes the cart the shop writes, and every line of it is one the checkout accepts', () => {
    expect(isStoredCart([classic, custom])).toBe(true);
    for (const line of [classic, custom]) expect(cartLineSchema.safeParse(line).success).toBe(true);
  });

  it('drops a tampered or old cart instead of casting it', () => {
    expect(isStoredCart([{ ...classic, price: '1' }])).toBe(false);
    expect(isStoredCart([{ ...classic, cantidad: 0 }])).toBe(false);
    expect(isStoredCart([{ ...classic, cantidad: 21 }])).toBe(false);
    // A custom burger from before lines carried their base.
    const { baseId: _dropped, ...withoutBase } = custom;
    expect(isStoredCart([withoutBase])).toBe(false);
    expect(isStoredCart({ lines: [classic] })).toBe(false);
    expect(isStoredCart([classic, null])).toBe(false);
  });
});

describe('isStoredUser', () => {
  const stored = {
    id: 7,
    firstName: 'Sofía',
    lastName: 'Romero',
    email: 'cliente@burgers.test',
    role: 'customer',
    imgUri: null,
    token: 'eyJ.a.b',
  };

  it('takes the login answer with its token', () => {
    expect(isStoredUser(stored)).toBe(true);
    expect(isStoredUser({ ...stored, identityProvider: 'oidc' })).toBe(true);
  });

  it('drops a user without a token or with a role the shop does not have', () => {
    const { token: _token, ...withoutToken } = stored;
    expect(isStoredUser(withoutToken)).toBe(false);
    expect(isStoredUser({ ...stored, role: 'superadmin' })).toBe(false);
  });
});
