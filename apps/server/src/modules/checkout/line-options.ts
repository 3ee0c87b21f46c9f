/**
 * A cart line's options, decided on the server: which options the ids mean for the product (or
 * its defaults), whether they can be sold now, and the unit price they make. The order keeps a
 * copy of each chosen option's name and price, so later edits never change a past order.
 */
import { resolveOptions, unitPriceWithOptions, type OptionGroupRule } from '@burgers/domain/options';
import { toCents } from '@burgers/domain/pricing';
import type { OptionGroup } from '@burgers/domain/types';
import { HttpError } from '#lib/errors';

/** What an order line keeps of one chosen option. */
export interface LineOptionSnapshot {
  id: number;
  name: string;
  priceCents: number;
  group: string;
}

function toRules(groups: readonly OptionGroup[]): OptionGroupRule[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      priceCents: toCents(option.price),
      inStock: option.inStock,
      isDefault: option.isDefault,
    })),
  }));
}

/**
 * The options of one line and its unit price; a 400 or 409 with the contract's message when
 * they cannot be sold (an unknown option, a group short or over, an option sold out).
 */
export function priceLineOptions(
  product: { name: string; priceCents: number },
  groups: readonly OptionGroup[],
  optionIds: readonly number[] | undefined,
): { unitPriceCents: number; options: LineOptionSnapshot[] } {
  const outcome = resolveOptions(product.name, toRules(groups), optionIds);
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  return {
    unitPriceCents: unitPriceWithOptions(
      product.priceCents,
      outcome.chosen.map((c) => c.option),
    ),
    options: outcome.chosen.map(({ groupName, option }) => ({
      id: option.id,
      name: option.name,
      priceCents: option.priceCents,
      group: groupName,
    })),
  };
}
