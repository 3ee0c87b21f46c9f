import { validateCustomBurger, customBurgerName } from '@burgers/domain/builder';
import { ORDER_TOTAL_MAX } from '@burgers/domain/constants';
import { isCouponExpired, todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import { priceCart, toCents, type CartPricing } from '@burgers/domain/pricing';
import type { CheckoutData } from '@burgers/domain/schemas/cart';
import type { OptionGroup } from '@burgers/domain/types';
import type { Tx } from '#db/client';
import { badRequest, conflict } from '#lib/errors';
import { messages } from '#messages';
import { priceLineOptions, type LineOptionSnapshot } from './line-options';
import * as repo from './repo';
import { optionGroupsOf } from '../products/options';

type CartLineData = CheckoutData['cart'][number];

/** What a customer can put in the cart by itself; bases and ingredients only inside a custom burger. */
const sellableTypes = new Set(['burgers', 'combos', 'beverages', 'fries']);

/** The custom burger as it was priced, kept with the order line for the kitchen and the records. */
export interface CustomSnapshot {
  baseId: number;
  baseName: string;
  basePriceCents: number;
  isVeggie: boolean;
  ingredients: Array<{ id: number; name: string; quantity: number; priceCents: number }>;
}

export interface PricedLine {
  productId: number | null;
  title: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  /** The coupon that gave this line its discount, if any. */
  couponCode: string | null;
  custom: CustomSnapshot | null;
  /** The product's options as chosen and priced now; null for a custom burger. */
  options: LineOptionSnapshot[] | null;
  /** The customer's note for this item. */
  note: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  coupons: repo.StoredCoupon[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

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

function priceCustom(
  line: CartLineData,
  catalogue: Map<number, repo.CatalogueProduct>,
): Omit<PricedLine, 'discountCents' | 'couponCode'> {
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
  };
}

function priceProduct(
  line: CartLineData & { id: number },
  catalogue: Map<number, repo.CatalogueProduct>,
  optionGroups: Map<number, OptionGroup[]>,
): Omit<PricedLine, 'discountCents' | 'couponCode'> {
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
  };
}

/** Each code must exist and be valid today at the store (with the texts of docs/product/cart.md#coupons). */
function checkCoupons(found: Map<string, repo.StoredCoupon>, codes: readonly string[]): repo.StoredCoupon[] {
  const today = todayInStore();
  return codes.map((code) => {
    const coupon = found.get(code.toUpperCase());
    if (!coupon) throw badRequest(MSG.couponNotFound);
    if (isCouponExpired(coupon, today)) throw badRequest(MSG.couponExpired);
    return coupon;
  });
}

/**
 * Prices a cart from the database alone: whatever name or price the client sent is
 * ignored, and every product, base and ingredient must be on sale now.
 */
export async function priceCheckout(db: Tx, input: CheckoutData): Promise<PricedOrder> {
  const ids = input.cart.flatMap((line) =>
    typeof line.id === 'number'
      ? [line.id]
      : [line.baseId ?? 0, ...(line.ingredients ?? []).map((ingredient) => ingredient.id)],
  );
  // Three independent reads at once: on PostgreSQL each takes its own connection, so the checkout
  // waits for the slowest instead of the sum (the checks below keep their order).
  const [catalogue, optionGroups, foundCoupons] = await Promise.all([
    repo.productsByIds(db, ids),
    optionGroupsOf(
      db,
      input.cart.flatMap((line) => (typeof line.id === 'number' ? [line.id] : [])),
    ),
    repo.couponsByCodes(db, input.coupons),
  ]);
  const lines = input.cart.map((line) =>
    typeof line.id === 'number'
      ? priceProduct({ ...line, id: line.id }, catalogue, optionGroups)
      : priceCustom(line, catalogue),
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotalCents > toCents(ORDER_TOTAL_MAX)) throw badRequest(messages.orderTotalTooLarge);
  const coupons = checkCoupons(foundCoupons, input.coupons);
  const pricing: CartPricing = priceCart(
    lines,
    coupons.map((coupon) => ({
      code: coupon.code,
      percentage: coupon.discountPercentage,
      productIds: coupon.productIds,
    })),
  );
  return {
    lines: lines.map((line, index) => ({
      ...line,
      discountCents: pricing.lines[index].discountCents,
      couponCode: pricing.lines[index].couponCode,
    })),
    coupons,
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    totalCents: pricing.totalCents,
  };
}
