import { create } from 'zustand';
import { CART_LINE_MAX_QUANTITY, CART_NOTE_MAX_EXCLUSIVE, STORAGE_KEYS } from '@burgers/domain/constants';
import type { CartLine } from '@burgers/domain/types';
import { readStored, writeStored } from './persisted';

/** What a product needs to become a cart line; a line already in the cart (custom burgers too) qualifies. */
export interface CartProduct {
  id: number | string;
  name: string;
  price: number;
  imgUri: string | null;
  isVeggie: boolean;
}

type LineId = CartLine['id'];

interface CartState {
  lines: CartLine[];
  /** The note for the kitchen; kept in memory only (SPEC names no storage key for it). */
  note: string;
  /** One more unit of the product: a new line, or the existing line's quantity + 1. */
  add(product: CartProduct): void;
  addCustom(line: CartLine): void;
  deleteOne(id: LineId): void;
  deleteProduct(id: LineId): void;
  clear(): void;
  /** Accepts the note only while it is shorter than 150 characters; returns whether it was taken. */
  setNote(note: string): boolean;
}

/** SPEC §4: the stored copy mirrors the cart and disappears when the cart is empty. */
function mirror(lines: CartLine[]): CartLine[] {
  writeStored(STORAGE_KEYS.cart, lines.length > 0 ? lines : null);
  return lines;
}

function restore(): CartLine[] {
  const stored = readStored<unknown>(STORAGE_KEYS.cart);
  return Array.isArray(stored) ? (stored as CartLine[]) : [];
}

// Created empty and restored just after, so hydration starts from the server-rendered (empty) cart.
export const useCart = create<CartState>((set, get) => ({
  lines: [],
  note: '',
  add(product) {
    const lines = get().lines;
    const existing = lines.find((line) => line.id === product.id);
    const next = existing
      ? lines.map((line) =>
          line.id === product.id ? { ...line, cantidad: Math.min(line.cantidad + 1, CART_LINE_MAX_QUANTITY) } : line,
        )
      : [
          ...lines,
          {
            id: product.id,
            name: product.name,
            price: product.price,
            imgUri: product.imgUri,
            isVeggie: product.isVeggie,
            cantidad: 1,
          },
        ];
    set({ lines: mirror(next) });
  },
  addCustom(line) {
    set({ lines: mirror([...get().lines, line]) });
  },
  deleteOne(id) {
    const next = get()
      .lines.map((line) => (line.id === id ? { ...line, cantidad: line.cantidad - 1 } : line))
      .filter((line) => line.cantidad > 0);
    set({ lines: mirror(next) });
  },
  deleteProduct(id) {
    set({ lines: mirror(get().lines.filter((line) => line.id !== id)) });
  },
  clear() {
    set({ lines: mirror([]), note: '' });
  },
  setNote(note) {
    if (note.length >= CART_NOTE_MAX_EXCLUSIVE) return false;
    set({ note });
    return true;
  },
}));

useCart.setState({ lines: restore() });

/** The number of items for the navbar's cart badge. */
export const cartItemCount = (lines: CartLine[]): number => lines.reduce((sum, line) => sum + line.cantidad, 0);
