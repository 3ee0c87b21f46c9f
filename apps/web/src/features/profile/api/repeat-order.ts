import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@burgers/domain/types';
import { catalogueQuery } from '../../../api/catalogue';
import { useCart } from '../../../stores/cart';

export interface RepeatOutcome {
  added: number;
  /** Lines that could not go back to the cart: products no longer sold and custom burgers. */
  skipped: string[];
}

/**
 * Puts an order's products back in the cart at today's menu prices. A product off the menu
 * is skipped, and so is a custom burger (its base or ingredients may be gone; it is built again
 * in the builder); the caller says which.
 */
export function useRepeatOrder() {
  const queryClient = useQueryClient();
  const add = useCart((s) => s.add);
  return async (order: Order): Promise<RepeatOutcome> => {
    const menu = await queryClient.fetchQuery({ ...catalogueQuery, staleTime: 0 });
    const onSale = new Map(menu.filter((product) => !product.deletedAt).map((product) => [String(product.id), product]));
    const outcome: RepeatOutcome = { added: 0, skipped: [] };
    for (const line of order.lines) {
      const product = line.base === null ? onSale.get(line.id) : undefined;
      if (!product) {
        outcome.skipped.push(line.title);
        continue;
      }
      for (let unit = 0; unit < line.quantity; unit++) add(product);
      outcome.added += line.quantity;
    }
    return outcome;
  };
}
