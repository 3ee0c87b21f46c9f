import type { PersistStorage } from 'zustand/middleware';

/**
 * SPEC's browser storage keys (`user`, `carrito`, `cupones`, `favoritos`, `compra`) hold plain JSON
 * values that other code and tests read and write directly. This is the one place that reads and
 * writes them: a value read back must pass its check (`@burgers/domain/stored`) or it is removed
 * and treated as absent: a tampered or outdated copy is dropped, never cast.
 */
export function readStoredKey<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    if (isValid(value)) return value;
  } catch {
    // No storage (blocked, or rendering on the server), or not JSON.
  }
  writeStoredKey(key, null);
  return null;
}

/** Writes the value as JSON, or removes the key for null. */
export function writeStoredKey(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the state lives on in memory for this visit.
  }
}

/**
 * zustand `persist` storage for one SPEC key: the store's persisted part goes to the raw value SPEC
 * stores (not persist's `{state, version}` wrapper) and back. `toStored` answering null removes the
 * key (docs/product/cart.md#the-cart: the stored cart disappears when the cart is empty).
 */
export function specStorage<Persisted, Stored>(
  isValid: (value: unknown) => value is Stored,
  toStored: (state: Persisted) => Stored | null,
  fromStored: (stored: Stored) => Persisted,
): PersistStorage<Persisted> {
  return {
    getItem: (key) => {
      const stored = readStoredKey(key, isValid);
      return stored === null ? null : { state: fromStored(stored), version: 0 };
    },
    setItem: (key, { state }) => writeStoredKey(key, toStored(state)),
    removeItem: (key) => writeStoredKey(key, null),
  };
}
