import { describe, expect, it } from 'vitest';
import { reviewRequestSchema, reviewSchema } from './review';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

const review = { rating: 5, description: 'La mejor burger de Devoto.' };

describe('reviewSchema', () => {
  it('accepts 1 to 5 stars and a comment of 5 to 500 characters', () => {
    expect(parsed(reviewSchema, review)).toEqual(review);
    expect(parsed(reviewSchema, { rating: 1, description: 'Fría' + '.' })).toEqual({ rating: 1, description: 'Fría.' });
    expect(parsed(reviewSchema, { rating: 4, description: 'x'.repeat(500) }).rating).toBe(4);
  });

  it('asks for a rating when no star is chosen or the value is not a star', () => {
    for (const rating of [undefined, null, 0, '', 6, 2.5, 4.5, 'cinco', '5', true, [4]]) {
      expect(messagesAt(reviewSchema, { ...review, rating }, 'rating')).toEqual(['Debes ingresar una calificación']);
    }
  });

  it('asks for a comment', () => {
    for (const description of [undefined, '', '    ']) {
      expect(messagesAt(reviewSchema, { ...review, description }, 'description')).toEqual([
        'Debes enviar un comentario',
      ]);
    }
  });

  it('wants a comment of 5 to 500 characters, spaces around not counted', () => {
    for (const description of ['Rica', '  Rica  ', 'x'.repeat(501)]) {
      expect(messagesAt(reviewSchema, { ...review, description }, 'description')).toEqual([
        'Tu comentario debe tener entre 5 y 500 caracteres',
      ]);
    }
  });
});

describe('reviewRequestSchema', () => {
  it('adds the reviewed purchase', () => {
    expect(parsed(reviewRequestSchema, { ...review, purchaseId: ' 42 ' })).toEqual({ ...review, purchaseId: '42' });
    expect(messagesOf(reviewRequestSchema, review)).toEqual({ purchaseId: ['La compra a calificar es obligatoria'] });
  });
});
