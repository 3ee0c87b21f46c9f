import type { ProductType } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import { OPTION_MSG } from '@burgers/domain/options';
import { toCents } from '@burgers/domain/pricing';
import type { ProductData, ProductUpdateData } from '@burgers/domain/schemas/products';
import type { Product as ProductResponse } from '@burgers/domain/types';
import type { Tx } from '#db/client';
import { badRequest, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as options from './options';
import { withOwnComponents } from './presenter';
import * as repo from './repo';
import type { ComponentKind, NewProductRow } from './repo';
import { getProduct } from './service';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';

/*
 * The catalogue's changes, by an admin (a product's fields, its removal and return) or by staff
 * (sold out, back in stock): each one recorded in the activity log with who made it.
 */

type AnyProductData = ProductData<ProductType>;
type AnyProductUpdate = ProductUpdateData<ProductType>;

/** What the activity log keeps of a product: the facts a person reads, never its picture's address. */
function productFacts(product: ProductResponse): Record<string, unknown> {
  const facts: Record<string, unknown> = { name: product.name, price: product.price, isVeggie: product.isVeggie };
  for (const key of ['description', 'size', 'isCarbonated', 'isSugar', 'isRepeat'] as const) {
    if (key in product) facts[key] = (product as Record<string, unknown>)[key];
  }
  return facts;
}

/** Marks a product of any type sold out or back in stock; deleted products too, so the flag survives a restore. */
export async function setInStock(
  ctx: AuditContext,
  actor: Actor,
  id: number,
  inStock: boolean,
): Promise<ProductResponse> {
  return audited(
    ctx,
    actor,
    {
      action: 'product.stock',
      target: (p) => p.name,
      before: { inStock: !inStock },
      after: (p) => ({ inStock: p.inStock }),
    },
    async () => {
      const row = await repo.setInStock(ctx.db, id, inStock);
      if (!row) throw notFound(messages.productNotFound);
      return withOwnComponents(ctx.db, row);
    },
  );
}

/** The option's name and its product's, as the log names a plain option's stock ("Pan sin TACC (Doble)"). */
function optionTarget(product: ProductResponse, optionId: number): string {
  const option = product.optionGroups.flatMap((group) => group.options).find((item) => item.id === optionId);
  return `${option?.name ?? String(optionId)} (${product.name})`;
}

/** Marks a plain option sold out or back; answers the product it belongs to. */
export async function setOptionInStock(
  ctx: AuditContext,
  actor: Actor,
  optionId: number,
  inStock: boolean,
): Promise<ProductResponse> {
  // Logged as a product's stock is, named after the option and the product it belongs to.
  return audited(
    ctx,
    actor,
    {
      action: 'product.stock',
      target: (p) => optionTarget(p, optionId),
      before: { inStock: !inStock },
      after: () => ({ inStock }),
    },
    async () => {
      const productId = await options.setOptionInStock(ctx.db, optionId, inStock);
      const row = productId === undefined ? undefined : await repo.findProduct(ctx.db, productId);
      if (!row) throw notFound(OPTION_MSG.optionNotFound);
      return withOwnComponents(ctx.db, row);
    },
  );
}

interface ComponentGroup {
  kind: ComponentKind;
  type: ProductType;
  ids: number[];
  unknown: string;
}

function componentGroups(data: AnyProductData): ComponentGroup[] {
  if ('ingredients' in data) {
    return [
      { kind: 'ingredient', type: 'ingredients', ids: data.ingredients, unknown: messages.burgerIngredientsUnknown },
    ];
  }
  if ('burgers' in data) {
    return [
      { kind: 'burger', type: 'burgers', ids: data.burgers, unknown: messages.comboBurgersUnknown },
      { kind: 'fries', type: 'fries', ids: data.fries, unknown: messages.comboFriesUnknown },
      { kind: 'beverage', type: 'beverages', ids: data.beverages, unknown: messages.comboBeveragesUnknown },
    ];
  }
  return [];
}

/**
 * What a burger or combo is made of must exist, be of the right type, and be veggie when
 * the product claims to be.
 */
async function checkComponents(tx: Tx, type: ProductType, data: AnyProductData) {
  const groups = componentGroups(data);
  const found = await repo.productKinds(
    tx,
    groups.flatMap((g) => g.ids),
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  for (const group of groups) {
    const parts = group.ids.map((id) => byId.get(id));
    if (parts.some((p) => !p || p.type !== group.type)) throw badRequest(group.unknown);
    if (data.isVeggie && parts.some((p) => !p?.isVeggie)) {
      throw badRequest(type === 'burgers' ? MSG.builderVeggieOnly : messages.veggieComboParts);
    }
  }
  return groups.flatMap((g) => g.ids.map((childId) => ({ childId, kind: g.kind })));
}

/** The columns of a product type; the ones that do not apply stay null. */
function columnsOf(type: ProductType, data: AnyProductData): Omit<NewProductRow, 'imgUri'> {
  return {
    type,
    name: data.name,
    priceCents: toCents(data.price),
    isVeggie: data.isVeggie,
    description: 'description' in data ? data.description : null,
    size: 'size' in data ? data.size : null,
    isCarbonated: 'isCarbonated' in data ? data.isCarbonated : null,
    isSugar: 'isSugar' in data ? data.isSugar : null,
    isRepeat: 'isRepeat' in data ? data.isRepeat : null,
  };
}

export async function createProduct(
  ctx: AuditContext,
  actor: Actor,
  type: ProductType,
  data: AnyProductData,
): Promise<ProductResponse> {
  return audited(ctx, actor, { action: 'product.create', target: (p) => p.name, after: productFacts }, () =>
    ctx.db.transaction(async (tx) => {
      const components = await checkComponents(tx, type, data);
      const row = await repo.insertProduct(tx, {
        ...columnsOf(type, data),
        tags: data.tags ?? [],
        allergens: data.allergens ?? [],
        imgUri: data.imgUri ?? null,
      });
      await repo.replaceComponents(tx, row.id, components);
      if ('optionGroups' in data && data.optionGroups) await options.replaceOptionGroups(tx, row.id, data.optionGroups);
      return withOwnComponents(tx, row);
    }),
  );
}

/** Replaces a product's fields; an absent imgUri keeps the current picture. */
export async function updateProduct(
  ctx: AuditContext,
  actor: Actor,
  type: ProductType,
  data: AnyProductUpdate,
): Promise<ProductResponse> {
  const before = await getProduct(ctx.db, data.id, true).catch(() => null);
  return audited(
    ctx,
    actor,
    {
      action: 'product.update',
      target: (p) => p.name,
      before: before && productFacts(before),
      after: productFacts,
      diff: true,
    },
    () =>
      ctx.db.transaction(async (tx) => {
        const components = await checkComponents(tx, type, data);
        const values: Partial<NewProductRow> = { ...columnsOf(type, data) };
        if (data.imgUri !== undefined) values.imgUri = data.imgUri;
        // Absent tags, allergens or groups keep what the product has (an older form does not send them).
        if (data.tags !== undefined) values.tags = data.tags;
        if (data.allergens !== undefined) values.allergens = data.allergens;
        const row = await repo.updateProduct(tx, data.id, type, values);
        if (!row) throw notFound(messages.productNotFound);
        if (type === 'burgers' || type === 'combos') await repo.replaceComponents(tx, row.id, components);
        if ('optionGroups' in data && data.optionGroups)
          await options.replaceOptionGroups(tx, row.id, data.optionGroups);
        return withOwnComponents(tx, row);
      }),
  );
}

/** Deactivates (active = false) or restores a product of the given type. */
export async function setProductActive(
  ctx: AuditContext,
  actor: Actor,
  type: ProductType,
  id: number,
  active: boolean,
): Promise<ProductResponse> {
  return audited(
    ctx,
    actor,
    {
      action: active ? 'product.restore' : 'product.delete',
      target: (p) => p.name,
      before: { active: !active },
      after: () => ({ active }),
    },
    async () => {
      const row = await repo.setProductDeleted(ctx.db, id, type, active ? null : new Date());
      if (!row) throw notFound(messages.productNotFound);
      return withOwnComponents(ctx.db, row);
    },
  );
}
