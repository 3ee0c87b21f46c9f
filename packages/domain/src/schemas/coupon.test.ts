import { describe, expect, it } from 'vitest';
import { couponEditSchema, couponUpdateSchema } from './coupon';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

const today = '2024-02-20';
const schema = couponEditSchema(today);
const coupon = {
  code: 'VEGGIE20',
  title: 'Martes veggie',
  expirationDate: '2024-03-31',
  imgUri: '/uploads/veggie.webp',
  discountPorcentage: 20,
  productsId: [4, 7],
};

describe('couponEditSchema', () => {
  it('accepts a valid coupon and upper-cases its code', () => {
    expect(parsed(schema, { ...coupon, code: ' veggie20 ' })).toEqual(coupon);
  });

  it('wants a code of 1 to 9 characters without spaces', () => {
    expect(messagesAt(schema, { ...coupon, code: ' ' }, 'code')).toEqual(['El código es obligatorio']);
    expect(messagesAt(schema, { ...coupon, code: 'ABCDEFGHIJ' }, 'code')).toEqual([
      'El código admite hasta 9 caracteres',
    ]);
    expect(messagesAt(schema, { ...coupon, code: 'DOS X1' }, 'code')).toEqual(['El código no admite espacios']);
    expect(parsed(schema, { ...coupon, code: 'ABCDEFGHI' }).code).toBe('ABCDEFGHI');
    expect(parsed(schema, { ...coupon, code: 'a' }).code).toBe('A');
  });

  it('wants a title of 1 to 25 characters', () => {
    expect(messagesAt(schema, { ...coupon, title: '' }, 'title')).toEqual(['El título es obligatorio']);
    expect(messagesAt(schema, { ...coupon, title: 'x'.repeat(26) }, 'title')).toEqual([
      'El título admite hasta 25 caracteres',
    ]);
    expect(parsed(schema, { ...coupon, title: 'x'.repeat(25) }).title).toHaveLength(25);
  });

  it('wants a discount from 0 to 100 written in at most 5 characters', () => {
    for (const [input, value] of [
      [0, 0],
      [100, 100],
      ['12.5', 12.5],
      ['99.99', 99.99],
      [' 15 ', 15],
    ] as const) {
      expect(parsed(schema, { ...coupon, discountPorcentage: input }).discountPorcentage).toBe(value);
    }
    expect(messagesAt(schema, { ...coupon, discountPorcentage: '' }, 'discountPorcentage')).toEqual([
      'El descuento es obligatorio',
    ]);
    expect(messagesAt(schema, { ...coupon, discountPorcentage: undefined }, 'discountPorcentage')).toEqual([
      'El descuento es obligatorio',
    ]);
    for (const discountPorcentage of ['101', -1, 'diez', '1e2', 150]) {
      expect(messagesAt(schema, { ...coupon, discountPorcentage }, 'discountPorcentage')).toEqual([
        'El descuento debe ser un número de 0 a 100',
      ]);
    }
    for (const discountPorcentage of ['100.00', 12.125, '000010']) {
      expect(messagesAt(schema, { ...coupon, discountPorcentage }, 'discountPorcentage')).toEqual([
        'El descuento admite hasta 5 caracteres',
      ]);
    }
  });

  it('wants a real date written aaaa-mm-dd', () => {
    for (const expirationDate of [
      '2024-3-31',
      '31/03/2024',
      '2024-02-30',
      '2025-02-29',
      '2024-13-01',
      '',
      '2024-03-31T00',
    ]) {
      expect(messagesAt(schema, { ...coupon, expirationDate }, 'expirationDate')).toEqual([
        'La fecha debe tener el formato aaaa-mm-dd',
      ]);
    }
    expect(parsed(schema, { ...coupon, expirationDate: '2024-02-29' }).expirationDate).toBe('2024-02-29');
  });

  it('wants an expiration of today or later', () => {
    expect(parsed(schema, { ...coupon, expirationDate: today }).expirationDate).toBe(today);
    expect(messagesAt(schema, { ...coupon, expirationDate: '2024-02-19' }, 'expirationDate')).toEqual([
      'La fecha de vencimiento no puede ser anterior a hoy',
    ]);
  });

  it('wants at least one product', () => {
    expect(messagesAt(schema, { ...coupon, productsId: [] }, 'productsId')).toEqual([
      'Debes seleccionar al menos un producto',
    ]);
    expect(messagesAt(schema, { ...coupon, productsId: undefined }, 'productsId')).toEqual([
      'Debes seleccionar al menos un producto',
    ]);
    expect(parsed(schema, { ...coupon, productsId: ['4', 4, 7] }).productsId).toEqual([4, 7]);
  });

  it('takes an empty image as none and refuses script addresses', () => {
    expect(parsed(schema, { ...coupon, imgUri: '' }).imgUri).toBeNull();
    expect(parsed(schema, { ...coupon, imgUri: 'https://cdn.example.com/c.png' }).imgUri).toBe(
      'https://cdn.example.com/c.png',
    );
    expect(messagesAt(schema, { ...coupon, imgUri: 'javascript:alert(1)' }, 'imgUri')).toEqual([
      'La imagen no es válida',
    ]);
  });
});

describe('couponUpdateSchema', () => {
  it('adds the coupon id', () => {
    expect(parsed(couponUpdateSchema(today), { ...coupon, id: 3 })).toEqual({ ...coupon, id: 3 });
    expect(messagesOf(couponUpdateSchema(today), coupon)).toEqual({ id: ['Identificador inválido'] });
  });
});
