import { describe, expect, it } from 'vitest';
import { cartLineSchema, cartNoteSchema, checkoutSchema } from './cart';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

const line = { id: 3, name: 'Doble cheddar', cantidad: 2, price: 8500, imgUri: '/images/doble.svg', isVeggie: false };
const customLine = {
  id: 'c0ffee-1',
  name: 'Burger custom 004217',
  cantidad: 1,
  price: 9800,
  imgUri: null,
  isVeggie: false,
  baseId: 40,
  ingredients: [{ id: 51, name: 'Cheddar', price: 600, isVeggie: true, isRepeat: true, quantity: 2 }],
};

describe('cartNoteSchema', () => {
  it('accepts a note shorter than 150 characters', () => {
    expect(parsed(cartNoteSchema, 'x'.repeat(149))).toHaveLength(149);
    expect(parsed(cartNoteSchema, '')).toBe('');
  });

  it('refuses a note of 150 characters or more', () => {
    expect(messagesOf(cartNoteSchema, 'x'.repeat(150))).toEqual({ '': ['La nota debe tener menos de 150 caracteres'] });
  });
});

describe('cartLineSchema', () => {
  it('accepts a product line and a custom burger line', () => {
    expect(parsed(cartLineSchema, line)).toEqual({ ...line, note: '' });
    expect(parsed(cartLineSchema, customLine)).toEqual({ ...customLine, note: '' });
  });

  it('wants a whole quantity from 1 to 20', () => {
    for (const cantidad of [0, 21, 1.5, -1]) {
      expect(messagesAt(cartLineSchema, { ...line, cantidad }, 'cantidad')).toEqual([
        'La cantidad de cada producto debe ser de 1 a 20',
      ]);
    }
    expect(parsed(cartLineSchema, { ...line, cantidad: 20 }).cantidad).toBe(20);
  });

  it('knows a custom burger by its base: a product id with a base, or a custom id without one, is refused', () => {
    expect(messagesAt(cartLineSchema, { ...line, baseId: 40 }, 'id')).toEqual(['Producto inválido']);
    const { baseId: _baseId, ...withoutBase } = customLine;
    expect(messagesAt(cartLineSchema, withoutBase, 'id')).toEqual(['Producto inválido']);
  });

  it('drops fields that are not part of a cart line', () => {
    expect(parsed(cartLineSchema, { ...line, role: 'admin' })).toEqual({ ...line, note: '' });
  });
});

describe('checkoutSchema', () => {
  it('takes coupon codes or the stored coupons, upper-cased and once each', () => {
    const body = parsed(checkoutSchema, {
      cart: [line],
      coupons: ['veggie20', { code: 'BIENVENI2', title: 'x' }, ' Veggie20 '],
      note: ' sin cebolla ',
    });
    expect(body.coupons).toEqual(['VEGGIE20', 'BIENVENI2']);
    expect(body.note).toBe('sin cebolla');
  });

  it('defaults to no coupons, no note and a pickup at the local', () => {
    expect(parsed(checkoutSchema, { cart: [line] })).toEqual({
      cart: [{ ...line, note: '' }],
      coupons: [],
      note: '',
      pickupAt: null,
      fulfillment: 'retiro',
      rewardId: null,
    });
  });

  it('refuses an empty cart, an oversized one and a long note', () => {
    expect(messagesAt(checkoutSchema, { cart: [] }, 'cart')).toEqual(['El carrito está vacío']);
    expect(messagesAt(checkoutSchema, {}, 'cart')).toEqual(['El carrito está vacío']);
    expect(
      messagesAt(checkoutSchema, { cart: Array.from({ length: 51 }, (_, i) => ({ ...line, id: i + 1 })) }, 'cart'),
    ).toEqual(['El carrito admite hasta 50 productos']);
    expect(messagesAt(checkoutSchema, { cart: [line], note: 'x'.repeat(150) }, 'note')).toEqual([
      'La nota debe tener menos de 150 caracteres',
    ]);
  });

  it('refuses a blank or overlong coupon code', () => {
    expect(messagesAt(checkoutSchema, { cart: [line], coupons: [' '] }, 'coupons.0')).toEqual(['Cupón inválido']);
    expect(messagesAt(checkoutSchema, { cart: [line], coupons: ['ABCDEFGHIJ'] }, 'coupons.0')).toEqual([
      'Cupón inválido',
    ]);
  });
});
