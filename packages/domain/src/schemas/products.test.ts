import { describe, expect, it } from 'vitest';
import {
  beverageSchema,
  burgerBaseSchema,
  burgerSchema,
  comboSchema,
  friesSchema,
  ingredientSchema,
  productSchemas,
  productUpdateSchemas,
} from './products';
import { PRODUCT_TYPES } from '../constants';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

const common = { name: 'Doble cheddar', price: 8500, imgUri: '/images/doble.svg', isVeggie: false };

describe('product forms: name and price', () => {
  const schemas = [burgerSchema, burgerBaseSchema, beverageSchema, comboSchema, friesSchema, ingredientSchema];

  it('every form asks for name and price', () => {
    for (const schema of schemas) {
      expect(messagesAt(schema, { ...common, name: '  ' }, 'name')).toEqual(['El nombre es obligatorio']);
      expect(messagesAt(schema, { ...common, price: '' }, 'price')).toEqual(['El precio es obligatorio']);
      expect(messagesAt(schema, { ...common, price: undefined }, 'price')).toEqual(['El precio es obligatorio']);
      // An empty number input reads as NaN.
      expect(messagesAt(schema, { ...common, price: Number.NaN }, 'price')).toEqual(['El precio es obligatorio']);
    }
  });

  it('wants a positive price of at most 2 decimals', () => {
    for (const price of [0, -10, 'mil', '1.2.3', '-5']) {
      expect(messagesAt(burgerSchema, { ...common, price }, 'price')).toEqual([
        'El precio debe ser un número mayor a 0',
      ]);
    }
    for (const price of [10.555, '99.999']) {
      expect(messagesAt(burgerSchema, { ...common, price }, 'price')).toEqual(['El precio admite hasta 2 decimales']);
    }
    expect(messagesAt(burgerSchema, { ...common, price: 10_000_001 }, 'price')).toEqual([
      'El precio es demasiado alto',
    ]);
    for (const [input, pesos] of [
      [8500, 8500],
      [0.29, 0.29],
      ['8500,50', 8500.5],
      [' 7200.1 ', 7200.1],
    ] as const) {
      expect(parsed(burgerSchema, { ...common, price: input }).price).toBe(pesos);
    }
  });

  it('trims the name and limits it to 60 characters', () => {
    expect(parsed(friesSchema, { ...common, name: '  Papas rústicas ' }).name).toBe('Papas rústicas');
    expect(messagesAt(friesSchema, { ...common, name: 'x'.repeat(61) }, 'name')).toEqual([
      'El nombre admite hasta 60 caracteres',
    ]);
  });

  it('leaves the image optional', () => {
    const { imgUri: _imgUri, ...withoutImage } = common;
    expect(parsed(ingredientSchema, withoutImage).imgUri).toBeUndefined();
    expect(parsed(ingredientSchema, { ...common, imgUri: '' }).imgUri).toBeNull();
  });
});

describe('each product type', () => {
  it('burger: a list of ingredient ids, none by default', () => {
    expect(parsed(burgerSchema, { ...common, ingredients: ['1', 2, 2] })).toEqual({ ...common, ingredients: [1, 2] });
    expect(parsed(burgerSchema, common).ingredients).toEqual([]);
    expect(messagesAt(burgerSchema, { ...common, ingredients: 'cheddar' }, 'ingredients')).toEqual([
      'La lista de productos no es válida',
    ]);
  });

  it('burger base: needs a description', () => {
    expect(messagesAt(burgerBaseSchema, common, 'description')).toEqual(['La descripción es obligatoria']);
    expect(messagesAt(burgerBaseSchema, { ...common, description: ' ' }, 'description')).toEqual([
      'La descripción es obligatoria',
    ]);
    expect(messagesAt(burgerBaseSchema, { ...common, description: 'x'.repeat(301) }, 'description')).toEqual([
      'La descripción admite hasta 300 caracteres',
    ]);
    expect(parsed(burgerBaseSchema, { ...common, description: 'Pan de papa y medallón' }).description).toBe(
      'Pan de papa y medallón',
    );
  });

  it('beverage: size Chico by default, carbonated and sugar flags', () => {
    expect(parsed(beverageSchema, common)).toEqual({ ...common, size: 'Chico', isCarbonated: false, isSugar: false });
    expect(parsed(beverageSchema, { ...common, size: 'Grande', isCarbonated: true, isSugar: true })).toMatchObject({
      size: 'Grande',
      isCarbonated: true,
      isSugar: true,
    });
    expect(messagesAt(beverageSchema, { ...common, size: 'Enorme' }, 'size')).toEqual([
      'Debes elegir un tamaño: Chico, Mediano o Grande',
    ]);
    expect(messagesAt(beverageSchema, { ...common, isSugar: 'si' }, 'isSugar')).toEqual(['Valor inválido']);
  });

  it('combo: burger, fries and beverage ids', () => {
    expect(parsed(comboSchema, { ...common, burgers: [1], fries: [2], beverages: [3, 3] })).toEqual({
      ...common,
      burgers: [1],
      fries: [2],
      beverages: [3],
    });
    expect(parsed(comboSchema, common)).toEqual({ ...common, burgers: [], fries: [], beverages: [] });
    expect(messagesAt(comboSchema, { ...common, fries: [0] }, 'fries.0')).toEqual(['Identificador inválido']);
  });

  it('fries: size Chico by default', () => {
    expect(parsed(friesSchema, common)).toEqual({ ...common, size: 'Chico' });
    expect(parsed(friesSchema, { ...common, size: 'Mediano' }).size).toBe('Mediano');
  });

  it('ingredient: may be repeatable', () => {
    expect(parsed(ingredientSchema, common)).toEqual({ ...common, isRepeat: false });
    expect(parsed(ingredientSchema, { ...common, isRepeat: true }).isRepeat).toBe(true);
  });

  it('the veggie flag is optional and false by default', () => {
    const { isVeggie: _isVeggie, ...withoutFlag } = common;
    expect(parsed(ingredientSchema, withoutFlag).isVeggie).toBe(false);
  });
});

describe('productSchemas and productUpdateSchemas', () => {
  it('cover every product type of docs/product/admin.md#product-forms', () => {
    expect(Object.keys(productSchemas).sort()).toEqual([...PRODUCT_TYPES].sort());
    expect(Object.keys(productUpdateSchemas).sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('create bodies ignore an id; update bodies need one', () => {
    expect(parsed(productSchemas.fries, { ...common, id: 9 })).not.toHaveProperty('id');
    expect(parsed(productUpdateSchemas.fries, { ...common, id: 9 })).toMatchObject({ id: 9 });
    expect(messagesOf(productUpdateSchemas.ingredients, common)).toEqual({ id: ['Identificador inválido'] });
  });
});
