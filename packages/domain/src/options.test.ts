import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allergensLabel,
  groupRuleLabel,
  isRemoval,
  optionPriceLabel,
  optionsStillOffered,
  optionsSummary,
  resolveOptions,
  cartLineKey,
  unitPriceWithOptions,
  type OptionGroupRule,
} from './options';
import { priceLine } from './pricing';
import { checkoutSchema } from './schemas/cart';
import { optionGroupInputSchema } from './schemas/options';

const clasica: OptionGroupRule[] = [
  {
    id: 1,
    name: 'Punto de la carne',
    min: 1,
    max: 1,
    options: [
      { id: 11, name: 'A punto', priceCents: 0, inStock: true, isDefault: true },
      { id: 12, name: 'Bien cocida', priceCents: 0, inStock: true, isDefault: false },
    ],
  },
  {
    id: 2,
    name: 'Sacale',
    min: 0,
    max: 4,
    options: [
      { id: 21, name: 'Sin cebolla', priceCents: 0, inStock: true, isDefault: false },
      { id: 22, name: 'Sin tomate', priceCents: 0, inStock: true, isDefault: false },
    ],
  },
  {
    id: 3,
    name: 'Agregale',
    min: 0,
    max: 2,
    options: [
      { id: 31, name: 'Cheddar extra', priceCents: 80_000, inStock: true, isDefault: false },
      { id: 32, name: 'Panceta', priceCents: 120_000, inStock: true, isDefault: false },
      { id: 33, name: 'Huevo', priceCents: 60_000, inStock: false, isDefault: false },
    ],
  },
];

describe('resolveOptions: what a cart line may choose', () => {
  it('takes the defaults when the line names no options', () => {
    const outcome = resolveOptions('Clásica', clasica, undefined);
    expect(outcome).toEqual({
      ok: true,
      chosen: [{ groupId: 1, groupName: 'Punto de la carne', option: clasica[0].options[0] }],
    });
  });

  it('refuses each broken choice with the message the customer reads', () => {
    expect(resolveOptions('Clásica', clasica, [21])).toEqual({
      ok: false,
      status: 400,
      message: 'Elegí una opción en "Punto de la carne" para Clásica.',
    });
    const two = [{ ...clasica[0], min: 2, max: 2 }];
    expect(resolveOptions('Clásica', two, [11])).toMatchObject({
      message: 'Elegí 2 en "Punto de la carne" para Clásica.',
    });
    expect(resolveOptions('Clásica', clasica, [11, 12])).toMatchObject({
      status: 400,
      message: 'Podés elegir hasta 1 en "Punto de la carne".',
    });
    expect(resolveOptions('Clásica', clasica, [11, 999])).toMatchObject({
      status: 400,
      message: 'Una de las opciones elegidas no existe.',
    });
    expect(resolveOptions('Clásica', clasica, [11, 21, 21])).toMatchObject({ status: 400 });
    expect(resolveOptions('Clásica', clasica, [11, 33])).toEqual({
      ok: false,
      status: 409,
      message: '"Huevo" se quedó sin stock. Quitalo del carrito para continuar.',
    });
  });
});

const optionIds = clasica.flatMap((g) => g.options.filter((o) => o.inStock).map((o) => o.id));

describe('pricing with options (properties)', () => {
  it('never depends on the order the options were sent in', () => {
    fc.assert(
      fc.property(fc.subarray(optionIds), fc.integer({ min: 0, max: 1_000_000 }), (ids, seed) => {
        const shuffled = [...ids].sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
        const a = resolveOptions('Clásica', clasica, ids);
        const b = resolveOptions('Clásica', clasica, shuffled);
        expect(b).toEqual(a);
        if (a.ok && b.ok) {
          expect(
            unitPriceWithOptions(
              850_000,
              b.chosen.map((c) => c.option),
            ),
          ).toBe(
            unitPriceWithOptions(
              850_000,
              a.chosen.map((c) => c.option),
            ),
          );
        }
      }),
    );
  });

  it('adds exactly the chosen options to the product price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 8 }),
        (base, prices) => {
          const total = unitPriceWithOptions(
            base,
            prices.map((priceCents) => ({ priceCents })),
          );
          expect(total).toBe(base + prices.reduce((s, p) => s + p, 0));
          expect(total).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });

  it('a coupon never takes more than the line, options included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (base, prices, quantity, percentage) => {
          const unit = unitPriceWithOptions(
            base,
            prices.map((priceCents) => ({ priceCents })),
          );
          const priced = priceLine({ productId: 1, unitPriceCents: unit, quantity }, [
            { code: 'X', percentage, productIds: [1] },
          ]);
          expect(priced.subtotalCents).toBe(unit * quantity);
          expect(priced.discountCents).toBeGreaterThanOrEqual(0);
          expect(priced.discountCents).toBeLessThanOrEqual(priced.subtotalCents);
          expect(priced.totalCents).toBe(priced.subtotalCents - priced.discountCents);
        },
      ),
    );
  });

  it('defaults fill an absent options list, whatever the groups hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ priceCents: fc.integer({ min: 0, max: 100_000 }), isDefault: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        (specs) => {
          const options = specs.map((spec, index) => ({ id: index + 1, name: `O${index}`, inStock: true, ...spec }));
          const defaults = options.filter((o) => o.isDefault);
          const group: OptionGroupRule = { id: 1, name: 'G', min: 0, max: options.length, options };
          const outcome = resolveOptions('P', [group], undefined);
          expect(outcome.ok).toBe(true);
          if (outcome.ok) expect(outcome.chosen.map((c) => c.option.id)).toEqual(defaults.map((o) => o.id));
        },
      ),
    );
  });
});

describe('what people read about options', () => {
  it('writes the line summary, the price beside an option and the group rule', () => {
    expect(
      optionsSummary([
        { name: 'Sin cebolla', price: 0 },
        { name: 'Cheddar extra', price: 800 },
      ]),
    ).toBe('Sin cebolla · Cheddar extra + $ 800');
    expect(optionPriceLabel(800)).toBe('+ $ 800');
    expect(optionPriceLabel(0)).toBe('');
    expect(groupRuleLabel({ min: 1, max: 1 })).toBe('Obligatorio');
    expect(groupRuleLabel({ min: 0, max: 3 })).toBe('Opcional · hasta 3');
    expect(allergensLabel(['gluten', 'leche', 'huevo'])).toBe('Contiene: gluten, leche, huevo');
    expect(allergensLabel([])).toBe('');
  });

  it('tells removals from extras', () => {
    expect(isRemoval({ name: 'Sin cebolla', price: 0 })).toBe(true);
    expect(isRemoval({ name: 'Pan sin TACC', price: 0 })).toBe(false);
    expect(isRemoval({ name: 'Sin cebolla', price: 100 })).toBe(false);
  });

  it('keys a cart line by product, options in any order and note', () => {
    const o = (id: number) => ({ id, name: `O${id}`, price: 0 });
    expect(cartLineKey({ id: 1, options: [o(3), o(1)], note: 'x' })).toBe(
      cartLineKey({ id: 1, options: [o(1), o(3)], note: ' x ' }),
    );
    expect(cartLineKey({ id: 1, options: [o(1)] })).not.toBe(
      cartLineKey({ id: 1, options: [o(1)], note: 'bien cocida' }),
    );
    expect(cartLineKey({ id: 1 })).not.toBe(cartLineKey({ id: 1, options: [o(1)] }));
  });
});

describe('the admin body of a group', () => {
  const base = { name: 'Sacale', min: 0, max: 2, options: [{ name: 'Sin cebolla' }, { name: 'Sin tomate' }] };
  const messageOf = (body: unknown) => {
    const parsed = optionGroupInputSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('accepts a sound group and refuses each broken one with a Spanish message', () => {
    expect(messageOf(base)).toBeNull();
    expect(messageOf({ ...base, max: 0 })).toBe('El máximo de "Sacale" debe ser al menos 1.');
    expect(messageOf({ ...base, min: 2, max: 1 })).toBe('El máximo de "Sacale" no puede ser menor que el mínimo.');
    expect(messageOf({ ...base, min: 3, max: 3 })).toBe('"Sacale" pide elegir 3 pero tiene 2 opciones.');
    expect(
      messageOf({
        ...base,
        max: 1,
        options: [
          { name: 'A', isDefault: true },
          { name: 'B', isDefault: true },
        ],
      }),
    ).toBe('"Sacale" tiene más opciones predeterminadas que su máximo (1).');
    expect(messageOf({ ...base, name: ' ' })).toBe('Cada grupo de opciones necesita un nombre.');
    expect(messageOf({ ...base, options: [{ name: '' }] })).toBe('Cada opción necesita un nombre.');
    expect(messageOf({ ...base, options: [{ name: 'X', price: -1 }] })).toBe(
      'El precio de una opción no puede ser negativo.',
    );
  });
});

describe('a cart line with options and a note', () => {
  it('takes ids or the option objects the cart keeps, and notes up to 100 characters', () => {
    const parsed = checkoutSchema.parse({
      cart: [{ id: 1, cantidad: 1, options: [5, { id: 6, name: 'x', price: 1 }], note: ' bien cortada al medio ' }],
    });
    expect(parsed.cart[0]).toMatchObject({ options: [5, 6], note: 'bien cortada al medio' });
    const long = checkoutSchema.safeParse({ cart: [{ id: 1, cantidad: 1, note: 'x'.repeat(101) }] });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('La aclaración puede tener hasta 100 caracteres.');
  });
});

describe('Repetir pedido: the options a past line had, as the product offers them now', () => {
  const groups = [
    {
      min: 1,
      max: 1,
      options: [
        { id: 1, name: 'A punto', price: 0, inStock: true, isDefault: true },
        { id: 2, name: 'Bien cocida', price: 0, inStock: true, isDefault: false },
      ],
    },
    {
      min: 0,
      max: 3,
      options: [
        { id: 3, name: 'Queso cheddar', price: 950, inStock: true, isDefault: false },
        { id: 4, name: 'Huevo frito', price: 700, inStock: false, isDefault: false },
      ],
    },
  ];

  it('keeps what still exists and is in stock, at today’s price, and names what it left out', () => {
    expect(optionsStillOffered(groups, ['Bien cocida', 'Queso cheddar', 'Huevo frito', 'Panceta'])).toEqual({
      options: [
        { id: 2, name: 'Bien cocida', price: 0 },
        { id: 3, name: 'Queso cheddar', price: 950 },
      ],
      leftOut: ['Huevo frito', 'Panceta'],
      complete: true,
    });
  });

  it('fills a required group left short with its default, or says the line cannot be repeated', () => {
    expect(optionsStillOffered(groups, ['Jugosa']).options).toEqual([{ id: 1, name: 'A punto', price: 0 }]);
    const noDefault = [{ ...groups[0]!, options: groups[0]!.options.map((o) => ({ ...o, isDefault: false })) }];
    expect(optionsStillOffered(noDefault, []).complete).toBe(false);
  });
});
