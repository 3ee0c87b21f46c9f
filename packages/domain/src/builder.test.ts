import { describe, expect, it } from 'vitest';
import {
  addIngredient,
  builderPriceCents,
  customBurgerLine,
  customBurgerName,
  emptyBuilder,
  ingredientsOffered,
  isVeggieBurger,
  removeIngredient,
  selectBase,
  setIngredientQuantity,
  validateCustomBurger,
  type BuilderBase,
  type BuilderIngredient,
  type BuilderState,
} from './builder';

const classic: BuilderBase = { id: 40, name: 'Base clásica', price: 5000, isVeggie: false, imgUri: '/images/base.svg' };
const veggieBase: BuilderBase = { id: 41, name: 'Base NotCo', price: 5500.5, isVeggie: true };
const ingredient = (id: number, overrides: Partial<BuilderIngredient> = {}): BuilderIngredient => ({
  id,
  name: `Ingrediente ${id}`,
  price: 500,
  isVeggie: true,
  isRepeat: false,
  ...overrides,
});
const cheddar = ingredient(1, { name: 'Cheddar', price: 650.5, isRepeat: true });
const bacon = ingredient(2, { name: 'Panceta', price: 900, isVeggie: false, isRepeat: true });
const tomato = ingredient(3, { name: 'Tomate', price: 300 });

function withIngredients(base: BuilderBase, ...ingredients: BuilderIngredient[]): BuilderState {
  return ingredients.reduce((state, next) => addIngredient(state, next).state, selectBase(emptyBuilder(), base));
}

describe('choosing the base and ingredients', () => {
  it('wants a base first', () => {
    const result = addIngredient(emptyBuilder(), cheddar);
    expect(result.error).toBe('Primero debes seleccionar una hamburguesa base!');
    expect(result.state.ingredients).toEqual([]);
  });

  it('adds an ingredient once, with quantity 1', () => {
    const result = addIngredient(selectBase(emptyBuilder(), classic), cheddar);
    expect(result.error).toBeUndefined();
    expect(result.state.ingredients).toEqual([{ ...cheddar, quantity: 1 }]);
  });

  it('does nothing when an ingredient already chosen is selected again', () => {
    const state = setIngredientQuantity(withIngredients(classic, cheddar), cheddar.id, 3);
    const again = addIngredient(state, cheddar);
    expect(again.error).toBeUndefined();
    expect(again.state).toEqual(state);
  });

  it('allows at most 6 ingredients', () => {
    const six = withIngredients(classic, ...[1, 2, 3, 4, 5, 6].map((id) => ingredient(id)));
    expect(six.ingredients).toHaveLength(6);
    const seventh = addIngredient(six, ingredient(7));
    expect(seventh.error).toBe('Sólo puedes seleccionar hasta 6 Ingredientes!');
    expect(seventh.state).toEqual(six);
  });

  it('resets the ingredients when a base is chosen', () => {
    const state = withIngredients(classic, cheddar, tomato);
    expect(selectBase(state, veggieBase)).toEqual({ base: veggieBase, ingredients: [] });
    expect(selectBase(state, classic).ingredients).toEqual([]);
  });

  it('refuses a meat ingredient on a veggie base', () => {
    const result = addIngredient(selectBase(emptyBuilder(), veggieBase), bacon);
    expect(result.error).toBe('Una hamburguesa vegetariana sólo admite ingredientes vegetarianos');
    expect(result.state.ingredients).toEqual([]);
  });

  it('removes an ingredient', () => {
    expect(
      removeIngredient(withIngredients(classic, cheddar, tomato), cheddar.id).ingredients.map((i) => i.id),
    ).toEqual([tomato.id]);
  });
});

describe('quantities', () => {
  it('keeps a repeatable ingredient from 1 to 4', () => {
    const state = withIngredients(classic, cheddar);
    const quantityAfter = (quantity: number) =>
      setIngredientQuantity(state, cheddar.id, quantity).ingredients[0]?.quantity;
    expect(quantityAfter(3)).toBe(3);
    expect(quantityAfter(4)).toBe(4);
    expect(quantityAfter(5)).toBe(4);
    expect(quantityAfter(0)).toBe(1);
    expect(quantityAfter(-2)).toBe(1);
    expect(quantityAfter(Number.NaN)).toBe(1);
  });

  it('keeps any other ingredient at 1', () => {
    const state = setIngredientQuantity(withIngredients(classic, tomato), tomato.id, 3);
    expect(state.ingredients[0]?.quantity).toBe(1);
  });

  it('ignores an ingredient not chosen', () => {
    const state = withIngredients(classic, cheddar);
    expect(setIngredientQuantity(state, 99, 2)).toEqual(state);
  });
});

describe('price, veggie and name', () => {
  it('costs the base plus each ingredient times its quantity, in cents', () => {
    const state = setIngredientQuantity(withIngredients(classic, cheddar, tomato), cheddar.id, 3);
    // 5000 + 650.50 x 3 + 300
    expect(builderPriceCents(state)).toBe(725150);
    expect(builderPriceCents(emptyBuilder())).toBe(0);
    expect(builderPriceCents(selectBase(emptyBuilder(), veggieBase))).toBe(550050);
  });

  it('is vegetarian when the base and every ingredient are', () => {
    expect(isVeggieBurger(withIngredients(veggieBase, cheddar, tomato))).toBe(true);
    expect(isVeggieBurger(withIngredients(classic, cheddar))).toBe(false);
    expect(isVeggieBurger({ base: veggieBase, ingredients: [{ ...bacon, quantity: 1 }] })).toBe(false);
    expect(isVeggieBurger(emptyBuilder())).toBe(false);
  });

  it('names it with a 6-digit number', () => {
    expect(customBurgerName(false, () => 0.004217)).toBe('Burger custom 004217');
    expect(customBurgerName(true, () => 0.5)).toBe('Burger vegetariana 500000');
    expect(customBurgerName(false, () => 0)).toBe('Burger custom 000000');
    expect(customBurgerName(true, () => 0.9999999)).toBe('Burger vegetariana 999999');
    expect(customBurgerName(false)).toMatch(/^Burger custom \d{6}$/);
  });

  it('makes the cart line of the finished burger', () => {
    const state = setIngredientQuantity(withIngredients(veggieBase, cheddar), cheddar.id, 2);
    expect(customBurgerLine(state, 'custom-1', () => 0.123456)).toEqual({
      id: 'custom-1',
      name: 'Burger vegetariana 123456',
      cantidad: 1,
      price: 6801.5,
      imgUri: null,
      isVeggie: true,
      baseId: 41,
      ingredients: [{ ...cheddar, quantity: 2 }],
    });
    expect(customBurgerLine(emptyBuilder(), 'custom-2')).toBeNull();
  });
});

describe('ingredientsOffered', () => {
  const all = [cheddar, bacon, tomato];

  it('offers every ingredient not yet chosen', () => {
    expect(ingredientsOffered(classic, all, [{ id: tomato.id }])).toEqual([cheddar, bacon]);
    expect(ingredientsOffered(null, all, [])).toEqual(all);
  });

  it('offers only veggie ingredients on a veggie base', () => {
    expect(ingredientsOffered(veggieBase, all, [])).toEqual([cheddar, tomato]);
    expect(ingredientsOffered(veggieBase, all, [{ id: cheddar.id }])).toEqual([tomato]);
  });
});

describe('validateCustomBurger', () => {
  const chosen = (base: BuilderIngredient, quantity = 1) => ({ ...base, quantity });

  it('accepts a burger that keeps every rule', () => {
    expect(validateCustomBurger(classic, [])).toBeNull();
    expect(validateCustomBurger(classic, [chosen(cheddar, 4), chosen(bacon, 2), chosen(tomato)])).toBeNull();
    expect(validateCustomBurger(veggieBase, [chosen(cheddar, 1), chosen(tomato)])).toBeNull();
  });

  it('wants a base', () => {
    expect(validateCustomBurger(null, [])).toBe('Primero debes seleccionar una hamburguesa base!');
    expect(validateCustomBurger(undefined, [chosen(cheddar)])).toBe('Primero debes seleccionar una hamburguesa base!');
  });

  it('allows at most 6 ingredients', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map((id) => chosen(ingredient(id)));
    expect(validateCustomBurger(classic, seven)).toBe('Sólo puedes seleccionar hasta 6 Ingredientes!');
    expect(validateCustomBurger(classic, seven.slice(0, 6))).toBeNull();
  });

  it('refuses the same ingredient twice', () => {
    expect(validateCustomBurger(classic, [chosen(cheddar), chosen(cheddar, 2)])).toBe(
      'No podés elegir dos veces el mismo ingrediente',
    );
  });

  it('keeps quantities from 1 to 4, and 1 for ingredients that do not repeat', () => {
    for (const quantity of [0, 5, 1.5]) {
      expect(validateCustomBurger(classic, [chosen(cheddar, quantity)])).toBe(
        'Cada ingrediente puede agregarse de 1 a 4 veces',
      );
    }
    expect(validateCustomBurger(classic, [chosen(tomato, 2)])).toBe('Ese ingrediente no se puede repetir');
  });

  it('refuses a meat ingredient on a veggie base', () => {
    expect(validateCustomBurger(veggieBase, [chosen(bacon)])).toBe(
      'Una hamburguesa vegetariana sólo admite ingredientes vegetarianos',
    );
  });
});
