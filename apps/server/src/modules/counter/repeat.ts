import type { CartLineData } from '@burgers/domain/schemas/cart';
import type { Tx } from '#db/client';
import { HttpError } from '#lib/errors';
import * as repo from './repo';
import { priceCheckout } from '../checkout/pricing';

/** A past order as a cart to order again now, and the names of what could not come back. */
export interface RepeatedCart {
  cart: CartLineData[];
  /** Lines no longer sold, out of stock, or outside their selling window now, by the name they had. */
  missing: string[];
}

/** The option ids a line was priced with ([{ id, … }] as stored), or none. */
function optionIds(options: unknown): number[] | undefined {
  if (!Array.isArray(options)) return undefined;
  const ids = options.flatMap((option: unknown) =>
    typeof option === 'object' && option !== null && 'id' in option && typeof option.id === 'number' ? [option.id] : [],
  );
  return ids.length > 0 ? ids : undefined;
}

/** A custom burger's base and ingredients as the builder sends them; null when the snapshot lacks them. */
function customLine(line: repo.PastLine): CartLineData | null {
  const custom = line.custom as { baseId?: unknown; ingredients?: unknown } | null;
  if (!custom || typeof custom.baseId !== 'number' || !Array.isArray(custom.ingredients)) return null;
  const ingredients = custom.ingredients.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number'
      ? [{ id: item.id, quantity: 'quantity' in item && typeof item.quantity === 'number' ? item.quantity : 1 }]
      : [],
  );
  return {
    id: `repetida-${line.position}`,
    name: line.title,
    cantidad: line.quantity,
    baseId: custom.baseId,
    ingredients,
    note: line.note,
  };
}

function candidate(line: repo.PastLine): CartLineData | null {
  if (line.productId === null) return customLine(line);
  const options = optionIds(line.options);
  return { id: line.productId, cantidad: line.quantity, note: line.note, ...(options ? { options } : {}) };
}

/**
 * Turns a past order into a cart to order again at `at`: every line is checked by the checkout's own
 * pricing as it stands now (the product still sold and in stock, its options still offered, inside
 * its selling window), and what fails is left out and named. Prices are not carried over: whoever
 * takes the cart prices it again. Shared by the counter's `Repetir último pedido` and any later
 * "order again" route.
 */
export async function cartFromPastOrder(db: Tx, orderId: number, at: Date): Promise<RepeatedCart> {
  const lines = await repo.pastLines(db, orderId);
  const cart: CartLineData[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const rebuilt = candidate(line);
    if (rebuilt && (await sellableNow(db, rebuilt, at))) cart.push(rebuilt);
    else missing.push(line.title);
  }
  return { cart, missing };
}

/** Whether the line alone prices now; a refusal (4xx) means it cannot be ordered again. */
async function sellableNow(db: Tx, line: CartLineData, at: Date): Promise<boolean> {
  try {
    const priced = await priceCheckout(
      db,
      { cart: [line], coupons: [], pickupAt: null, fulfillment: 'retiro', rewardId: null },
      at,
    );
    return priced.lines.every((priced) => priced.outsideWindow === null);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return false;
    throw error;
  }
}
