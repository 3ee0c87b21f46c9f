import { type ProductCategory, type ProductType, type SortOrder } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import { OPTION_MSG, type DietaryTag } from '@burgers/domain/options';
import { toCents } from '@burgers/domain/pricing';
import type { ProductData, ProductUpdateData } from '@burgers/domain/schemas/products';
import type { Product as ProductResponse } from '@burgers/domain/types';
import type { Db, Tx } from '#db/client';
import { badRequest, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as options from './options';
import { groupByParent, toProductResponse, withOwnComponents } from './presenter';
import * as repo from './repo';
import type { ComponentKind, NewProductRow } from './repo';

type AnyProductData = ProductData<ProductType>;
type AnyProductUpdate = ProductUpdateData<ProductType>;

export { toProductResponse } from './presenter';

export interface CatalogueFilter {
  category?: ProductCategory;
  order?: SortOrder;
  name?: string;
  isVeggie: boolean;
  /** Only products carrying this dietary tag (themselves or through an option). */
  tag?: DietaryTag;
  isDeleted: boolean;
  addBase: boolean;
  addIngredient: boolean;
}

const MENU_TYPES: ProductType[] = ['burgers', 'combos', 'beverages', 'fries'];

/** Lowercase without accents, the way the database compares names. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export interface CataloguePage {
  products: ProductResponse[];
  nextCursor?: string;
}

/** The cursor is opaque to clients: the last row's sort value and id, base64url JSON. */
function encodeCursor(key: repo.PageKey): string {
  return Buffer.from(JSON.stringify([key.sort, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string): repo.PageKey | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [sort, id] = value as unknown[];
    if (!Number.isSafeInteger(sort) || !Number.isSafeInteger(id)) return undefined;
    return { sort: sort as number, id: id as number };
  } catch {
    return undefined;
  }
}

async function listing(db: Db, query: repo.ProductQuery): Promise<CataloguePage> {
  const rows = await repo.listProducts(db, query);
  const composite = rows.filter((row) => row.type === 'burgers' || row.type === 'combos').map((row) => row.id);
  const [components, groups] = await Promise.all([
    repo.componentsOf(db, composite),
    options.optionGroupsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const byParent = groupByParent(components);
  const last = rows.at(-1);
  const full = query.limit !== undefined && rows.length === query.limit;
  return {
    products: rows.map((row) => toProductResponse(row, byParent.get(row.id), groups.get(row.id))),
    nextCursor: full && last ? encodeCursor({ sort: last.sortValue, id: last.id }) : undefined,
  };
}

export async function listCatalogue(
  db: Db,
  filter: CatalogueFilter,
  page: { limit?: number; after?: repo.PageKey } = {},
): Promise<CataloguePage> {
  const types: ProductType[] = filter.category ? [filter.category] : [...MENU_TYPES];
  if (filter.addBase) types.push('burgerBase');
  if (filter.addIngredient) types.push('ingredients');
  const name = filter.name ? searchKey(filter.name) : '';
  return listing(db, {
    types,
    name: name || undefined,
    veggieOnly: filter.isVeggie,
    tag: filter.tag,
    includeDeleted: filter.isDeleted,
    order: filter.order,
    ...page,
  });
}

/** Active products of one type in stock now: what the builder offers as ingredients and bases. */
export async function listActive(db: Db, type: ProductType): Promise<ProductResponse[]> {
  const { products } = await listing(db, { types: [type], veggieOnly: false, includeDeleted: false });
  return products.filter((product) => product.inStock);
}

/** Marks a product of any type sold out or back in stock; deleted products too, so the flag survives a restore. */
export async function setInStock(db: Db, id: number, inStock: boolean): Promise<ProductResponse> {
  const row = await repo.setInStock(db, id, inStock);
  if (!row) throw notFound(messages.productNotFound);
  return withOwnComponents(db, row);
}

/** Marks a plain option sold out or back; answers the product it belongs to. */
export async function setOptionInStock(db: Db, optionId: number, inStock: boolean): Promise<ProductResponse> {
  const productId = await options.setOptionInStock(db, optionId, inStock);
  const row = productId === undefined ? undefined : await repo.findProduct(db, productId);
  if (!row) throw notFound(OPTION_MSG.optionNotFound);
  return withOwnComponents(db, row);
}

/** One product; a deleted one only for admins. */
export async function getProduct(db: Db, id: number, canSeeDeleted: boolean): Promise<ProductResponse> {
  const row = await repo.findProduct(db, id);
  if (!row || (row.deletedAt && !canSeeDeleted)) throw notFound(messages.productNotFound);
  return withOwnComponents(db, row);
}

/** An active product, or undefined: the answer every visitor gets, so it may be cached. */
export async function findActiveProduct(db: Db, id: number): Promise<ProductResponse | undefined> {
  const row = await repo.findProduct(db, id);
  if (!row || row.deletedAt) return undefined;
  return withOwnComponents(db, row);
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

export async function createProduct(db: Db, type: ProductType, data: AnyProductData): Promise<ProductResponse> {
  return db.transaction(async (tx) => {
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
  });
}

/** Replaces a product's fields; an absent imgUri keeps the current picture. */
export async function updateProduct(db: Db, type: ProductType, data: AnyProductUpdate): Promise<ProductResponse> {
  return db.transaction(async (tx) => {
    const components = await checkComponents(tx, type, data);
    const values: Partial<NewProductRow> = { ...columnsOf(type, data) };
    if (data.imgUri !== undefined) values.imgUri = data.imgUri;
    // Absent tags, allergens or groups keep what the product has (an older form does not send them).
    if (data.tags !== undefined) values.tags = data.tags;
    if (data.allergens !== undefined) values.allergens = data.allergens;
    const row = await repo.updateProduct(tx, data.id, type, values);
    if (!row) throw notFound(messages.productNotFound);
    if (type === 'burgers' || type === 'combos') await repo.replaceComponents(tx, row.id, components);
    if ('optionGroups' in data && data.optionGroups) await options.replaceOptionGroups(tx, row.id, data.optionGroups);
    return withOwnComponents(tx, row);
  });
}

/** Deactivates (active = false) or restores a product of the given type. */
export async function setProductActive(
  db: Db,
  type: ProductType,
  id: number,
  active: boolean,
): Promise<ProductResponse> {
  const row = await repo.setProductDeleted(db, id, type, active ? null : new Date());
  if (!row) throw notFound(messages.productNotFound);
  return withOwnComponents(db, row);
}
