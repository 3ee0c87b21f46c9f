import { validateCustomBurger, customBurgerName } from '@burgers/domain/builder';
import { ORDER_TOTAL_MAX } from '@burgers/domain/constants';
import { isCouponExpired, todayInStore } from '@burgers/domain/coupons';
import { LOYALTY_MSG } from '@burgers/domain/loyalty-messages';
import { MSG } from '@burgers/domain/messages';
import { priceOrder, type Saving } from '@burgers/domain/order-pricing';
import { toCents } from '@burgers/domain/pricing';
import type { Promotion } from '@burgers/domain/promotions';
import type { CartPriceData } from '@burgers/domain/schemas/cart';
import type { OptionGroup } from '@burgers/domain/types';
import { sellableAt, windowsForProduct, windowsText, type SellingWindow } from '@burgers/domain/week-windows';
import type { Tx } from '#db/client';
import { badRequest, conflict, HttpError } from '#lib/errors';
import { messages } from '#messages';
import { priceLineOptions, type LineOptionSnapshot } from './line-options';
import * as repo from './repo';
import { checkCouponLimits } from '../coupons/limits';
import { rewardForCart, type CartReward } from '../loyalty/pricing';
import { optionGroupsOf } from '../products/options';
import { promotionsForPricing, sellingWindowsForPricing } from '../promotions/service';

type CartLineData = CartPriceData['cart'][number];

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
  /** Each promotion's and coupon's saving on this line. */
  savings: Saving[];
  /** The product's category (its type); null for a custom burger. */
  category: string | null;
  /** `de lunes a viernes de 12:00 a 16:00` when the product is not on sale at the promised time. */
  outsideWindow: string | null;
  custom: CustomSnapshot | null;
  /** The product's options as chosen and priced now; null for a custom burger. */
  options: LineOptionSnapshot[] | null;
  /** The customer's note for this item. */
  note: string;
}

export interface PricedOrder {
  /** The promised time everything was judged at. */
  at: Date;
  lines: PricedLine[];
  coupons: repo.StoredCoupon[];
  orderSavings: Saving[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** The fee's receipt line (`Envío a Devoto`), never discounted; null for pickup. */
  feeLine: PricedLine | null;
  totalCents: number;
  /** The reward paid for with points, priced as the last line (a product) or an order saving. */
  reward: CartReward | null;
}

/** The fee a delivery order pays and the receipt line it travels as. */
export interface DeliveryFee {
  feeCents: number;
  title: string;
}

/** Every line the order is charged, stored and invoiced for: the products', then the fee's. */
export const chargedLines = (priced: PricedOrder): PricedLine[] =>
  priced.feeLine ? [...priced.lines, priced.feeLine] : priced.lines;

function feeLineOf(fee: DeliveryFee): PricedLine {
  return {
    productId: null,
    title: fee.title,
    quantity: 1,
    unitPriceCents: fee.feeCents,
    discountCents: 0,
    couponCode: null,
    savings: [],
    category: null,
    outsideWindow: null,
    custom: null,
    options: null,
    note: '',
  };
}

type UnpricedLine = Omit<PricedLine, 'discountCents' | 'couponCode' | 'savings' | 'outsideWindow'>;

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

function priceCustom(line: CartLineData, catalogue: Map<number, repo.CatalogueProduct>): UnpricedLine {
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

function priceProduct(
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

/** Why the line cannot be had at `at`: its selling windows in words, or null when it can. */
function outsideWindow(line: UnpricedLine, windows: readonly SellingWindow[], at: Date): string | null {
  if (line.productId === null) return null;
  const own = windowsForProduct(windows, line.productId, line.category);
  return sellableAt(own, at) ? null : windowsText(own);
}

/**
 * Prices a cart from the database alone, at the order's promised time: whatever name or price the
 * client sent is ignored, and every product, base and ingredient must be in stock. The cart page
 * (POST /api/cart/price) and checkout both come here, so what the cart shows is what is charged.
 * `buyerId`, the account the order is for (null: a visitor), decides a personal coupon.
 */
export async function priceCheckout(
  db: Tx,
  input: CartPriceData,
  at: Date,
  delivery: DeliveryFee | null = null,
  buyerId: number | null = null,
): Promise<PricedOrder> {
  const reward = await rewardForCart(db, input.rewardId);
  const rewardIds = reward?.productId ? [reward.productId] : [];
  const ids = input.cart.flatMap((line) =>
    typeof line.id === 'number'
      ? [line.id]
      : [line.baseId ?? 0, ...(line.ingredients ?? []).map((ingredient) => ingredient.id)],
  );
  // Independent reads at once: on PostgreSQL each takes its own connection, so the checkout
  // waits for the slowest instead of the sum (the checks below keep their order).
  const [catalogue, optionGroups, foundCoupons, promotions, windows] = await Promise.all([
    repo.productsByIds(db, [...ids, ...rewardIds]),
    optionGroupsOf(db, [...input.cart.flatMap((line) => (typeof line.id === 'number' ? [line.id] : [])), ...rewardIds]),
    repo.couponsByCodes(db, input.coupons),
    promotionsForPricing(db),
    sellingWindowsForPricing(db),
  ]);
  const lines: UnpricedLine[] = input.cart.map((line) =>
    typeof line.id === 'number'
      ? priceProduct({ ...line, id: line.id }, catalogue, optionGroups)
      : priceCustom(line, catalogue),
  );
  const listCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (listCents > toCents(ORDER_TOTAL_MAX)) throw badRequest(messages.orderTotalTooLarge);
  const coupons = checkCoupons(foundCoupons, input.coupons);
  await checkCouponLimits(db, coupons, buyerId);
  if (reward?.productId) lines.push(rewardProductLine(reward, reward.productId, catalogue, optionGroups));
  return priceLines(lines, coupons, promotions, windows, at, delivery, reward);
}

/** The product a reward gives, with its default options, as one more line of the cart. */
function rewardProductLine(
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

function priceLines(
  lines: readonly UnpricedLine[],
  coupons: repo.StoredCoupon[],
  promotions: readonly Promotion[],
  windows: readonly SellingWindow[],
  at: Date,
  delivery: DeliveryFee | null,
  reward: CartReward | null,
): PricedOrder {
  const pricing = priceOrder({
    lines,
    coupons: coupons.map((coupon) => ({
      code: coupon.code,
      percentage: coupon.discountPercentage,
      productIds: coupon.productIds,
    })),
    promotions,
    at,
    // The fee is added after every discount: no coupon or promotion ever touches it.
    deliveryFeeCents: delivery?.feeCents ?? 0,
    reward: reward && {
      name: reward.name,
      line: reward.productId ? lines.length - 1 : null,
      amountCents: reward.productId ? null : reward.amountCents,
    },
  });
  return {
    at,
    lines: lines.map((line, index) => ({
      ...line,
      discountCents: pricing.lines[index].discountCents,
      couponCode: pricing.lines[index].couponCode,
      savings: pricing.lines[index].savings,
      outsideWindow: outsideWindow(line, windows, at),
    })),
    coupons,
    orderSavings: pricing.orderSavings,
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    deliveryFeeCents: pricing.deliveryFeeCents,
    feeLine: delivery && delivery.feeCents > 0 ? feeLineOf(delivery) : null,
    totalCents: pricing.totalCents,
    reward,
  };
}

/** Checkout's refusal of a product outside its selling windows: `Menú ejecutivo se vende de lunes a viernes de 12:00 a 16:00.` */
export function refuseOutsideWindows(priced: PricedOrder): void {
  const outside = priced.lines.find((line) => line.outsideWindow !== null);
  if (outside?.outsideWindow) {
    throw conflict(
      MSG.productOutsideWindow.replace('{producto}', outside.title).replace('{ventana}', outside.outsideWindow),
    );
  }
}
