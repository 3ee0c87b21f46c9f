import { useQueryClient } from '@tanstack/react-query';
import { optionsStillOffered } from '@burgers/domain/options';
import type { Order } from '@burgers/domain/types';
import { catalogueQuery } from '#api/catalogue';
import { useCart } from '#stores/cart';

export interface RepeatOutcome {
  added: number;
  /** Lines that could not go back to the cart: products no longer sold and custom burgers. */
  skipped: string[];
  /** Options of the order that are no longer offered or are sold out, as 'Huevo (Clásica Devoto)'. */
  optionsLeftOut: string[];
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
    const onSale = new Map(
      menu.filter((product) => !product.deletedAt).map((product) => [String(product.id), product]),
    );
    const outcome: RepeatOutcome = { added: 0, skipped: [], optionsLeftOut: [] };
    for (const line of order.lines) {
      const product = line.base === null ? onSale.get(line.id) : undefined;
      const kept =
        product &&
        optionsStillOffered(
          product.optionGroups,
          line.options.map((option) => option.name),
        );
      if (!product || !kept || !kept.complete) {
        outcome.skipped.push(line.title);
        continue;
      }
      outcome.optionsLeftOut.push(...kept.leftOut.map((name) => `${name} (${product.name})`));
      // Today's price: the product's and the options' still offered.
      const price = kept.options.reduce((sum, option) => sum + option.price, product.price);
      const item = {
        ...product,
        price,
        options: product.optionGroups.length > 0 ? kept.options : undefined,
        note: line.note || undefined,
      };
      for (let unit = 0; unit < line.quantity; unit++) add(item);
      outcome.added += line.quantity;
    }
    return outcome;
  };
}
