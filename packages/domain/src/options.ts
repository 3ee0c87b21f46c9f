/**
 * Options on a product (modifier groups: "Punto de la carne", "Sacale", "Agregale", "Elegí tu
 * bebida"), dietary tags and allergens. Pure rules shared by the server, which decides what a
 * cart line costs, and the web app, which shows the same choice and the same running price.
 */
import type { GroupOnSale } from './option-basics';
import { ALLERGEN_LABELS, fill, OPTION_MSG, type Allergen } from './option-constants';
import { formatPrice } from './pricing';
import type { CartLineOption, OptionGroup, OrderLineOption } from './types';

export * from './option-basics';

export * from './option-constants';

export interface OptionRule {
  id: number;
  name: string;
  priceCents: number;
  inStock: boolean;
  isDefault: boolean;
}

/** A product's group as the rules need it: the answer's group, its options priced in cents. */
export type OptionGroupRule = Pick<OptionGroup, 'id' | 'name' | 'min' | 'max'> & { options: readonly OptionRule[] };

export interface ChosenOption {
  groupId: number;
  groupName: string;
  option: OptionRule;
}

export type OptionsOutcome = { ok: true; chosen: ChosenOption[] } | { ok: false; status: 400 | 409; message: string };

/**
 * What a cart line's option ids mean for a product, or why they cannot be sold. Without ids
 * (`undefined`), each group's defaults are taken. The chosen options come back in the admin's
 * order (group, then option), whatever order they were sent in.
 */
export function resolveOptions(
  productName: string,
  groups: readonly OptionGroupRule[],
  optionIds: readonly number[] | undefined,
): OptionsOutcome {
  const ids = optionIds ?? groups.flatMap((group) => group.options.filter((o) => o.isDefault).map((o) => o.id));
  const owner = new Map<number, OptionGroupRule>();
  for (const group of groups) for (const option of group.options) owner.set(option.id, group);
  if (ids.some((id) => !owner.has(id))) return { ok: false, status: 400, message: OPTION_MSG.unknown };
  const picked = new Set(ids);
  if (picked.size !== ids.length) return { ok: false, status: 400, message: OPTION_MSG.repeated };
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const inGroup = group.options.filter((option) => picked.has(option.id));
    if (inGroup.length > group.max) {
      return { ok: false, status: 400, message: fill(OPTION_MSG.tooMany, { max: group.max, group: group.name }) };
    }
    for (const option of inGroup) chosen.push({ groupId: group.id, groupName: group.name, option });
  }
  const soldOut = chosen.find(({ option }) => !option.inStock);
  if (soldOut) return { ok: false, status: 409, message: fill(OPTION_MSG.outOfStock, { option: soldOut.option.name }) };
  for (const group of groups) {
    const count = chosen.filter((c) => c.groupId === group.id).length;
    if (count < group.min) {
      const template = group.min === 1 ? OPTION_MSG.requiredOne : OPTION_MSG.requiredMany;
      return {
        ok: false,
        status: 400,
        message: fill(template, { min: group.min, group: group.name, product: productName }),
      };
    }
  }
  return { ok: true, chosen };
}

/** Product price plus the chosen options' prices: the unit price a line is charged. */
export function unitPriceWithOptions(
  productPriceCents: number,
  chosen: readonly Pick<OptionRule, 'priceCents'>[],
): number {
  return chosen.reduce((sum, option) => sum + option.priceCents, productPriceCents);
}

/** A removal ("Sin cebolla"): free and named "Sin ...", so the kitchen shows it loud. */
export function isRemoval(option: OrderLineOption): boolean {
  return option.price === 0 && /^sin\s/i.test(option.name.trim());
}

/** 'Sin cebolla · Cheddar extra + $ 800': what a cart, a receipt or the kitchen writes under a line. */
export function optionsSummary(options: readonly OrderLineOption[]): string {
  return options
    .map((option) => (option.price > 0 ? `${option.name} + ${formatPrice(option.price)}` : option.name))
    .join(' · ');
}

/** '+ $ 800' beside an option; nothing when it costs nothing. */
export function optionPriceLabel(price: number): string {
  return price > 0 ? `+ ${formatPrice(price)}` : '';
}

/** 'Opcional · hasta 3' or 'Obligatorio' under a group's name. */
export function groupRuleLabel(group: { min: number; max: number }): string {
  return group.min >= 1 ? 'Obligatorio' : `Opcional · hasta ${group.max}`;
}

/** 'Contiene: gluten, leche, huevo' in Spanish words; empty when there is nothing to declare. */
export function allergensLabel(allergens: readonly Allergen[]): string {
  return allergens.length === 0 ? '' : `Contiene: ${allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}`;
}

/**
 * "Repetir pedido": the options of a past line, found again by name among what the product offers
 * now and is in stock, at today's prices. What is gone or sold out is left out (and named); a
 * required group left short takes its in-stock defaults, and when even that cannot fill it the
 * line cannot be repeated as it was (`complete` false).
 */
export function optionsStillOffered(
  groups: readonly GroupOnSale[],
  pastNames: readonly string[],
): { options: CartLineOption[]; leftOut: string[]; complete: boolean } {
  const wanted = new Set(pastNames);
  const found = new Set<string>();
  const options: CartLineOption[] = [];
  let complete = true;
  for (const group of groups) {
    const inGroup = group.options.filter((o) => o.inStock && wanted.has(o.name)).slice(0, group.max);
    for (const option of inGroup) found.add(option.name);
    if (inGroup.length < group.min) {
      const fill = group.options.filter((o) => o.inStock && o.isDefault && !inGroup.includes(o));
      inGroup.push(...fill.slice(0, group.min - inGroup.length));
      if (inGroup.length < group.min) complete = false;
    }
    options.push(...inGroup.map(({ id, name, price }) => ({ id, name, price })));
  }
  return { options, leftOut: pastNames.filter((name) => !found.has(name)), complete };
}
