import { validateCustomBurger, customBurgerName } from '@burgers/domain/builder';
import { LOYALTY_MSG } from '@burgers/domain/loyalty-messages';
import { MSG } from '@burgers/domain/messages';
import type { OptionGroup } from '@burgers/domain/types';
import { badRequest, conflict, HttpError } from '#lib/errors';
import { messages } from '#messages';
import { priceLineOptions } from './line-options';
import type { CartLineData, CustomSnapshot, PricedLine } from './pricing-types';
import type * as repo from './repo';
import type { CartReward } from '../loyalty/pricing';

/*
 * Each cart line priced from the catalogue as read (pure): a product with its options, a custom
 * burger from its base and ingredients, a reward's product. The browser's names and prices are ignored.
 */

/** What a customer can put in the cart by itself; bases and ingredients only inside a custom burger. */
const sellableTypes = new Set(['burgers', 'combos', 'beverages', 'fries']);

export type UnpricedLine = Omit<PricedLine, 'discountCents' | 'couponCode' | 'savings' | 'outsideWindow'>;

const customNamePattern = /^Burger (custom|vegetariana) \d{6}$/;

/** Keeps the name the customer saw in the cart when it is one the builder could have given. */
function customTitle(line: CartLineData, snapshot: CustomSnapshot): string {
  const clientName = line.name?.trim() ?? '';
  const fits = customNamePattern.test(clientName) && clientName.includes('vegetariana') === snapshot.isVeggie;
  const name = fits ? clientName : customBurgerName(snapshot.isVeggie);
  const parts = snapshot.ingredients.map((ingredient) =>
    ingredient.quantity > 1 ? `${ingredient.name} x${ingredient.quantity}` : ingredient.name,
  );
  // The kitchen reads what to build from the title.
  return parts.length > 0 ? `${name}: ${snapshot.baseName} con ${parts.join(', ')}` : `${name}: ${snapshot.baseName}`;
}

export function priceCustom(line: CartLineData, catalogue: Map<number, repo.CatalogueProduct>): UnpricedLine {
  if (line.baseId === undefined) throw badRequest(messages.customBurgerInvalid);
  const base = catalogue.get(line.baseId);
  if (!base || base.type !== 'burgerBase' || base.deletedAt) throw badRequest(messages.customBaseUnavailable);
  if (!base.inStock) throw conflict(MSG.builderBaseOutOfStock);
  const chosen = (line.ingredients ?? []).map((ingredient) => {
    const product = catalogue.get(ingredient.id);
    if (!product || product.type !== 'ingredients' || product.deletedAt) {
      throw badRequest(messages.customIngredientUnavailable);
    }
    if (!product.inStock) throw conflict(MSG.builderIngredientOutOfStock.replace('{ingrediente}', product.name));
    return { product, quantity: ingredient.quantity };
  });
  const broken = validateCustomBurger(
    { isVeggie: base.isVeggie },
    chosen.map(({ product, quantity }) => ({
      id: product.id,
      quantity,
      isVeggie: product.isVeggie,
      isRepeat: product.isRepeat ?? false,
    })),
  );
  if (broken) throw badRequest(broken);
  const snapshot: CustomSnapshot = {
    baseId: base.id,
    baseName: base.name,
    basePriceCents: base.priceCents,
    isVeggie: base.isVeggie && chosen.every(({ product }) => product.isVeggie),
    ingredients: chosen.map(({ product, quantity }) => ({
      id: product.id,
      name: product.name,
      quantity,
      priceCents: product.priceCents,
    })),
  };
  return {
    productId: null,
    title: customTitle(line, snapshot),
    quantity: line.cantidad,
    unitPriceCents: chosen.reduce((sum, { product, quantity }) => sum + product.priceCents * quantity, base.priceCents),
    custom: snapshot,
    options: null,
    note: line.note,
    category: null,
  };
}

export function priceProduct(
  line: CartLineData & { id: number },
  catalogue: Map<number, repo.CatalogueProduct>,
  optionGroups: Map<number, OptionGroup[]>,
): UnpricedLine {
  const product = catalogue.get(line.id);
  if (!product || product.deletedAt || !sellableTypes.has(product.type))
    throw badRequest(messages.cartProductUnavailable);
  // A combo or burger one of whose parts ran out cannot be made either.
  if (!product.inStock || product.missingParts.length > 0)
    throw conflict(MSG.cartProductOutOfStock.replace('{producto}', product.name));
  // Whatever price the browser sent, the unit price is the product's plus its options', from here.
  const { unitPriceCents, options } = priceLineOptions(product, optionGroups.get(product.id) ?? [], line.options);
  return {
    productId: product.id,
    title: product.name,
    quantity: line.cantidad,
    unitPriceCents,
    custom: null,
    options,
    note: line.note,
    category: product.type,
  };
}

/** The product a reward gives, with its default options, as one more line of the cart. */
export function rewardProductLine(
  reward: CartReward,
  productId: number,
  catalogue: Map<number, repo.CatalogueProduct>,
  optionGroups: Map<number, OptionGroup[]>,
): UnpricedLine {
  try {
    const line = priceProduct({ id: productId, cantidad: 1, note: '' }, catalogue, optionGroups);
    return { ...line, note: reward.name };
  } catch (error) {
    if (error instanceof HttpError) throw conflict(LOYALTY_MSG.rewardProductUnavailable);
    throw error;
  }
}
