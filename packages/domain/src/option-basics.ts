/**
 * The few option and tag rules the first load of every page needs (the cart's line identity, a
 * menu card's defaults and badges), apart from options.ts so the rest stays in the pages that use it.
 */
import type { CartLineOption } from './types';

export { DIETARY_TAGS, TAG_LABELS, type DietaryTag } from './dietary-tags';

export { cartLineKey } from './cart-key';

/** A product's groups as the API answers with them (the fields these helpers read). */
export interface GroupOnSale {
  min: number;
  max: number;
  options: ReadonlyArray<{ id: number; name: string; price: number; inStock: boolean; isDefault: boolean }>;
}

/**
 * What a product's groups give without a choice: their in-stock defaults, or null when a
 * required group needs the customer to choose (the menu card then sends them to the detail).
 */
export function defaultChoice(groups: readonly GroupOnSale[]): CartLineOption[] | null {
  const chosen = groups.map((group) => group.options.filter((o) => o.isDefault && o.inStock).slice(0, group.max));
  if (groups.some((group, index) => (chosen[index]?.length ?? 0) < group.min)) return null;
  return chosen.flat().map(({ id, name, price }) => ({ id, name, price }));
}
