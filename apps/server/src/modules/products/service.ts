import { type ProductCategory, type ProductType, type SortOrder } from '@burgers/domain/constants';
import type { DietaryTag } from '@burgers/domain/options';
import type { Product as ProductResponse } from '@burgers/domain/types';
import type { Db } from '#db/client';
import { notFound } from '#lib/errors';
import { messages } from '#messages';
import * as options from './options';
import { groupByParent, toProductResponse, withOwnComponents } from './presenter';
import * as repo from './repo';

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
