/**
 * The one place a past order becomes a cart again (docs/product/loyalty.md#the-usual-again): the same
 * products, options and notes at today's prices, in the cart's own shape (the web's `carrito`,
 * ready for POST /api/cart/price); what can no longer be had is named and left out.
 */
import { randomBytes } from 'node:crypto';
import { customBurgerName } from '@burgers/domain/builder';
import type { Saving } from '@burgers/domain/order-pricing';
import { fromCents } from '@burgers/domain/pricing';
import type { CartLine } from '@burgers/domain/types';
import { sellableAt, windowsForProduct } from '@burgers/domain/week-windows';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { forbidden, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { priceLineOptions } from '../checkout/line-options';
import type { CustomSnapshot } from '../checkout/pricing';
import { optionGroupsOf } from '../products/options';
import { sellingWindowsForPricing } from '../promotions/service';

const sellableTypes = new Set(['burgers', 'combos', 'beverages', 'fries']);

type PastLine = repo.PastLine;
type CatalogueProduct = repo.CatalogueRow;

export interface RepeatedCart {
  cart: CartLine[];
  /** The names of what is no longer sold, out of stock or outside its hours. */
  missing: string[];
}

const canMake = (product: CatalogueProduct | undefined): product is CatalogueProduct =>
  product !== undefined && product.deletedAt === null && product.inStock && product.missingParts.length === 0;

/** A reward given with the order is paid with points, never bought again by repeating it. */
const isReward = (line: PastLine) =>
  Array.isArray(line.savings) && (line.savings as Saving[]).some((saving) => saving.kind === 'recompensa');

const optionIdsOf = (line: PastLine) =>
  Array.isArray(line.options) ? (line.options as Array<{ id: number }>).map((option) => option.id) : undefined;

/** POST /api/orders/{purchaseId}/repeat: the buyer, or staff taking the order again for them (the counter). */
export async function repeatOrder(db: Tx, user: UserRow, purchaseId: string, now: Date): Promise<RepeatedCart> {
  const order = await repo.paidOrder(db, purchaseId);
  if (!order) throw notFound(messages.orderNotFound);
  if (order.userId !== user.id && user.role !== 'admin' && user.role !== 'employee')
    throw forbidden(messages.forbidden);
  return cartFromPastOrder(db, order.id, now);
}

export async function cartFromPastOrder(db: Tx, orderId: number, now: Date): Promise<RepeatedCart> {
  const lines = (await repo.pastLines(db, orderId)).filter((line) => !isReward(line));
  const customs = lines.map((line) => (line.productId === null ? (line.custom as CustomSnapshot | null) : null));
  const ids = [
    ...lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    ...customs.flatMap((custom) => (custom ? [custom.baseId, ...custom.ingredients.map((part) => part.id)] : [])),
  ];
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const [catalogue, optionGroups, windows] = await Promise.all([
    repo.catalogue(db, ids),
    optionGroupsOf(db, productIds),
    sellingWindowsForPricing(db),
  ]);
  const cart: CartLine[] = [];
  const missing: string[] = [];
  lines.forEach((line, index) => {
    const custom = customs[index];
    if (line.productId === null) {
      const repeated = custom ? customLine(custom, line, catalogue) : null;
      if (repeated) cart.push(repeated);
      else missing.push(line.title.split(':')[0] ?? line.title);
      return;
    }
    const product = catalogue.get(line.productId);
    if (!canMake(product) || !sellableTypes.has(product.type)) {
      missing.push(product?.name ?? line.title);
      return;
    }
    if (!sellableAt(windowsForProduct(windows, product.id, product.type), now)) {
      missing.push(product.name);
      return;
    }
    try {
      const priced = priceLineOptions(product, optionGroups.get(product.id) ?? [], optionIdsOf(line));
      cart.push({
        id: product.id,
        name: product.name,
        cantidad: line.quantity,
        price: fromCents(priced.unitPriceCents),
        imgUri: product.imgUri,
        isVeggie: product.isVeggie,
        ...(priced.options.length > 0
          ? {
              options: priced.options.map((option) => ({
                id: option.id,
                name: option.name,
                price: fromCents(option.priceCents),
              })),
            }
          : {}),
        ...(line.note ? { note: line.note } : {}),
      });
    } catch {
      // An option gone or sold out: the product as it was chosen cannot be made.
      missing.push(product.name);
    }
  });
  return { cart, missing };
}

/** A custom burger again, when its base and every ingredient can still be had. */
function customLine(custom: CustomSnapshot, line: PastLine, catalogue: Map<number, CatalogueProduct>): CartLine | null {
  const base = catalogue.get(custom.baseId);
  if (!canMake(base) || base.type !== 'burgerBase') return null;
  const ingredients = [];
  for (const part of custom.ingredients) {
    const product = catalogue.get(part.id);
    if (!canMake(product) || product.type !== 'ingredients') return null;
    ingredients.push({
      id: product.id,
      name: product.name,
      price: fromCents(product.priceCents),
      isVeggie: product.isVeggie,
      isRepeat: product.isRepeat ?? false,
      quantity: part.quantity,
    });
  }
  const isVeggie = base.isVeggie && ingredients.every((part) => part.isVeggie);
  const cents = ingredients.reduce((sum, part) => sum + Math.round(part.price * 100) * part.quantity, base.priceCents);
  const title = line.title.split(':')[0]?.trim() ?? '';
  return {
    id: `custom-${randomBytes(6).toString('hex')}`,
    name: /^Burger (custom|vegetariana) \d{6}$/.test(title) ? title : customBurgerName(isVeggie),
    cantidad: line.quantity,
    price: fromCents(cents),
    imgUri: null,
    isVeggie,
    baseId: base.id,
    ingredients,
    ...(line.note ? { note: line.note } : {}),
  };
}
