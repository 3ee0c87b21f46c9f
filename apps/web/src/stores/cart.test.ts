import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import type { CartLine } from '@burgers/domain/types';
import { cartItemCount, useCart } from './cart';

const clasica = {
  id: 1,
  name: 'Clásica Devoto',
  price: 7500,
  imgUri: '/images/menu/clasica-devoto.svg',
  isVeggie: false,
};
const papas = { id: 7, name: 'Papas clásicas', price: 3200, imgUri: null, isVeggie: true };
const custom: CartLine = {
  id: 'custom-1',
  name: 'Burger custom 004217',
  cantidad: 1,
  price: 7400,
  imgUri: null,
  isVeggie: false,
  baseId: 30,
  ingredients: [{ id: 40, name: 'Panceta', price: 1200, isVeggie: false, isRepeat: true, quantity: 2 }],
};

const stored = () => localStorage.getItem(STORAGE_KEYS.cart);

describe('the cart store (docs/product/cart.md#the-cart)', () => {
  beforeEach(() => {
    useCart.getState().clear();
    localStorage.clear();
  });

  it('adds a product once per line and counts its units', () => {
    const cart = useCart.getState();
    cart.add(clasica);
    cart.add(clasica);
    cart.add(papas);
    const { lines } = useCart.getState();
    expect(lines.map((line) => [line.name, line.cantidad])).toEqual([
      ['Clásica Devoto', 2],
      ['Papas clásicas', 1],
    ]);
    expect(cartItemCount(lines)).toBe(3);
  });

  it('stops a line at 20 units, the most the server takes', () => {
    for (let i = 0; i < 25; i += 1) useCart.getState().add(clasica);
    expect(useCart.getState().lines[0]?.cantidad).toBe(20);
  });

  it('removes one unit, and the line with its last one', () => {
    const cart = useCart.getState();
    cart.add(clasica);
    cart.add(clasica);
    cart.deleteOne(1);
    expect(useCart.getState().lines[0]?.cantidad).toBe(1);
    useCart.getState().deleteOne(1);
    expect(useCart.getState().lines).toEqual([]);
  });

  it('keeps a custom burger as its own line, with its base and ingredients', () => {
    useCart.getState().addCustom(custom);
    useCart.getState().add(clasica);
    useCart.getState().deleteProduct(1);
    expect(useCart.getState().lines).toEqual([custom]);
  });

  it('mirrors the lines to carrito as a plain list, and removes the key when the cart empties', () => {
    useCart.getState().add(papas);
    expect(JSON.parse(stored() ?? 'null')).toEqual([{ ...papas, cantidad: 1 }]);
    useCart.getState().deleteProduct(7);
    expect(stored()).toBeNull();
  });

  it('takes the stored copy back on load, and drops a tampered one', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...clasica, cantidad: 2 }]));
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toEqual([{ ...clasica, cantidad: 2 }]);

    useCart.getState().clear();
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 1, name: 'Clásica Devoto', cantidad: -3 }]));
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('takes a note only while it is shorter than 150 characters, and never stores it', () => {
    expect(useCart.getState().setNote('Sin cebolla, por favor')).toBe(true);
    expect(useCart.getState().setNote('x'.repeat(150))).toBe(false);
    expect(useCart.getState().note).toBe('Sin cebolla, por favor');
    useCart.getState().add(clasica);
    expect(stored()).not.toContain('cebolla');
  });
});
