import { describe, expect, it } from 'vitest';
import { customBurgerSchema } from './builder';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

describe('customBurgerSchema', () => {
  it('accepts a base with up to 6 distinct ingredients, each 1 to 4 times', () => {
    const burger = { baseId: 1, ingredients: [1, 2, 3, 4, 5, 6].map((id) => ({ id, quantity: (id % 4) + 1 })) };
    expect(parsed(customBurgerSchema, burger)).toEqual(burger);
    expect(parsed(customBurgerSchema, { baseId: '2' })).toEqual({ baseId: 2, ingredients: [] });
  });

  it('wants a base first', () => {
    expect(messagesAt(customBurgerSchema, { ingredients: [] }, 'baseId')).toEqual([
      'Primero debes seleccionar una hamburguesa base!',
    ]);
    expect(messagesAt(customBurgerSchema, { baseId: 0, ingredients: [] }, 'baseId')).toEqual([
      'Primero debes seleccionar una hamburguesa base!',
    ]);
  });

  it('allows at most 6 ingredients', () => {
    const ingredients = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, quantity: 1 }));
    expect(messagesAt(customBurgerSchema, { baseId: 1, ingredients }, 'ingredients')).toEqual([
      'Sólo puedes seleccionar hasta 6 Ingredientes!',
    ]);
  });

  it('keeps each quantity from 1 to 4', () => {
    for (const quantity of [0, 5, 1.5]) {
      expect(messagesOf(customBurgerSchema, { baseId: 1, ingredients: [{ id: 1, quantity }] })).toEqual({
        'ingredients.0.quantity': ['Cada ingrediente puede agregarse de 1 a 4 veces'],
      });
    }
  });

  it('refuses the same ingredient twice', () => {
    const ingredients = [
      { id: 1, quantity: 1 },
      { id: 1, quantity: 2 },
    ];
    expect(messagesAt(customBurgerSchema, { baseId: 1, ingredients }, 'ingredients')).toEqual([
      'No podés elegir dos veces el mismo ingrediente',
    ]);
  });
});
