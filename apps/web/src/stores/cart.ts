import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CART_LINE_MAX_QUANTITY, CART_NOTE_MAX_EXCLUSIVE, STORAGE_KEYS } from '@burgers/domain/constants';
import { isStoredCart } from '@burgers/domain/stored';
import type { CartLine, CartLineOption } from '@burgers/domain/types';
import { specStorage } from './spec-storage';

/** What a product needs to become a cart line; a line already in the cart (custom burgers too) qualifies. */
export interface CartProduct {
  id: number | string;
  name: string;
  price: number;
  imgUri: string | null;
  isVeggie: boolean;
  /** Options chosen on the detail page (their prices are already in `price`). */
  options?: CartLineOption[];
  /** This item's note. */
  note?: string;
}

/** A line itself, or an id (every line with it): the same product with other options or note is another line. */
type LineId = CartLine['id'] | CartLine;

const matches = (target: LineId) => (line: CartLine) => line === target || line.id === target;

const choiceOf = (line: CartProduct) => JSON.stringify([line.id, line.options, line.note]);

interface CartState {
  lines: CartLine[];
  /** The note for the kitchen; kept in memory only (SPEC names no storage key for it). */
  note: string;
  /** One more unit of the product with those options and note: a new line, or the same line's quantity + 1. */
  add(product: CartProduct): void;
  addCustom(line: CartLine): void;
  deleteOne(id: LineId): void;
  deleteProduct(id: LineId): void;
  clear(): void;
  /** Accepts the note only while it is shorter than 150 characters; returns whether it was taken. */
  setNote(note: string): boolean;
}

/**
 * The cart, mirrored to `carrito`. docs/product/cart.md#the-cart: the stored copy mirrors the lines and disappears when the
 * cart is empty; on load an empty cart takes the stored copy (before that, as on the server, it is empty).
 */
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      note: '',
      add(product) {
        const lines = get().lines;
        // The same options (always in the product's order) and note: the same line.
        const existing = lines.find((line) => choiceOf(line) === choiceOf(product));
        const next = existing
          ? lines.map((line) =>
              line === existing ? { ...line, cantidad: Math.min(line.cantidad + 1, CART_LINE_MAX_QUANTITY) } : line,
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
                options: product.options,
                note: product.note,
              },
            ];
        set({ lines: next });
      },
      addCustom(line) {
        set({ lines: [...get().lines, line] });
      },
      deleteOne(id) {
        const next = get()
          .lines.map((line) => (matches(id)(line) ? { ...line, cantidad: line.cantidad - 1 } : line))
          .filter((line) => line.cantidad > 0);
        set({ lines: next });
      },
      deleteProduct(id) {
        set({ lines: get().lines.filter((line) => !matches(id)(line)) });
      },
      clear() {
        set({ lines: [], note: '' });
      },
      setNote(note) {
        if (note.length >= CART_NOTE_MAX_EXCLUSIVE) return false;
        set({ note });
        return true;
      },
    }),
    {
      name: STORAGE_KEYS.cart,
      partialize: ({ lines }) => ({ lines }),
      storage: specStorage(
        isStoredCart,
        ({ lines }: { lines: CartLine[] }) => (lines.length > 0 ? lines : null),
        (lines) => ({ lines }),
      ),
    },
  ),
);

/** The number of items for the navbar's cart badge. */
export const cartItemCount = (lines: CartLine[]): number => lines.reduce((sum, line) => sum + line.cantidad, 0);
