import { and, asc, desc, eq, getTableColumns, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductType, SortOrder } from '@burgers/domain/constants';
import { soldOutParts } from '#db/availability';
import type { Tx } from '#db/client';
import { inIds } from '#db/id-list';
import { preparedQuery } from '#db/prepared';
import { productComponents, productOptionGroups, productOptions, products } from '#db/schema';

export type ProductRow = typeof products.$inferSelect;
/** A row as the catalogue reads it: with the names of its sold-out parts (burgers and combos). */
export type CatalogueRow = ProductRow & { missingParts: string[] };

/** Only burgers and combos have parts; the others skip the lookup. */
const missingParts = sql<
  string[]
>`(case when ${products.type} in ('burgers', 'combos') then ${soldOutParts(products.id)} else '{}'::text[] end)`;
export type NewProductRow = typeof products.$inferInsert;
export type ComponentKind = (typeof productComponents.$inferSelect)['kind'];

export interface ComponentRow {
  parentId: number;
  childId: number;
  kind: ComponentKind;
  name: string;
}

export interface ProductQuery {
  types: ProductType[];
  /** Already lowercased and stripped of accents, as the stored search key is. */
  name?: string;
  veggieOnly: boolean;
  /** A dietary tag the product carries itself or through one of its options ("Pan sin TACC"). */
  tag?: string;
  includeDeleted: boolean;
  order?: SortOrder;
  /** A page: at most `limit` rows after `after` (the last row of the previous page). */
  limit?: number;
  after?: PageKey;
}

/** Where a page ends in the listing's order: the sort value (category rank or price) and the id. */
export interface PageKey {
  sort: number;
  id: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Unsorted, the menu reads like the restaurant's board: burgers, combos, fries, then drinks.
const categoryRank = sql<number>`(case ${products.type} when 'burgers' then 0 when 'combos' then 1 when 'fries' then 2 when 'beverages' then 3 when 'burgerBase' then 4 else 5 end)`;

function sortValue(order: SortOrder | undefined): SQL<number> {
  // A price is a bigint, which PostgreSQL's driver reads as a string: the cursor needs the number.
  return order ? sql<number>`${products.priceCents}`.mapWith(Number) : categoryRank;
}

/** The filter of a listing, shared by the rows and their components (a subquery, not an id list). */
function listingWhere(query: ProductQuery): SQL | undefined {
  const where: SQL[] = [inArray(products.type, query.types)];
  if (!query.includeDeleted) where.push(isNull(products.deletedAt));
  if (query.veggieOnly) where.push(eq(products.isVeggie, true));
  if (query.tag) {
    const tag = sql`array[${query.tag}]::text[]`;
    where.push(
      sql`(${products.tags} @> ${tag} or exists (select 1 from ${productOptionGroups} inner join ${productOptions} on ${productOptions.groupId} = ${productOptionGroups.id} where ${productOptionGroups.productId} = ${products.id} and ${productOptions.tags} @> ${tag}))`,
    );
  }
  // The stored key and its trigram index serve `%...%` without reading every row.
  if (query.name) where.push(like(products.searchKey, `%${escapeLike(query.name)}%`));
  if (query.after) {
    const { sort, id } = query.after;
    const value = sortValue(query.order);
    where.push(
      query.order === 'desc'
        ? sql`(${value} < ${sort} or (${value} = ${sort} and ${products.id} > ${id}))`
        : sql`(${value}, ${products.id}) > (${sort}, ${id})`,
    );
  }
  return and(...where);
}

function listingOrder(order: SortOrder | undefined): SQL[] {
  return [order === 'desc' ? desc(sortValue(order)) : asc(sortValue(order)), asc(products.id)];
}

export type ListedRow = CatalogueRow & { sortValue: number };

export async function listProducts(db: Tx, query: ProductQuery): Promise<ListedRow[]> {
  const listing = db
    .select({ ...getTableColumns(products), missingParts, sortValue: sortValue(query.order) })
    .from(products)
    .where(listingWhere(query))
    .orderBy(...listingOrder(query.order));
  return query.limit === undefined ? listing : listing.limit(query.limit);
}

/**
 * The components of the listed burgers and combos, in one query whatever their number. By the ids
 * the listing read, not by its filter again: a search's filter in a subquery was planned as a scan
 * of the whole table where the listing itself used the trigram index.
 */
export async function componentsOf(db: Tx, parentIds: readonly number[]): Promise<ComponentRow[]> {
  if (parentIds.length === 0) return [];
  return componentsQuery(db)
    .where(inIds(productComponents.parentId, parentIds))
    .orderBy(asc(productComponents.parentId), asc(productComponents.kind), asc(productComponents.position));
}

function componentsQuery(db: Tx) {
  const child = alias(products, 'child');
  return db
    .select({
      parentId: productComponents.parentId,
      childId: productComponents.childId,
      kind: productComponents.kind,
      name: child.name,
    })
    .from(productComponents)
    .innerJoin(child, eq(child.id, productComponents.childId));
}

/** A product detail's reads (its most frequent uncached ones), prepared once per database. */
const productById = preparedQuery('product_by_id', (db) =>
  db
    .select({ ...getTableColumns(products), missingParts })
    .from(products)
    .where(eq(products.id, sql.placeholder('id'))),
);
const componentsByParent = preparedQuery('product_components_by_parent', (db) =>
  componentsQuery(db)
    .where(eq(productComponents.parentId, sql.placeholder('id')))
    .orderBy(asc(productComponents.kind), asc(productComponents.position)),
);

export async function findProduct(db: Tx, id: number): Promise<CatalogueRow | undefined> {
  const [row] = await productById(db).execute({ id });
  return row;
}

/** The sold-out parts of one product, for a row a write has just returned. */
export async function missingPartsOf(db: Tx, id: number): Promise<string[]> {
  const [row] = await db.select({ missingParts }).from(products).where(eq(products.id, id));
  return row?.missingParts ?? [];
}

/** One product's components with their names. */
export async function componentsOfProduct(db: Tx, id: number): Promise<ComponentRow[]> {
  return componentsByParent(db).execute({ id });
}

/** Type, veggie flag and state of the given ids, to check what a burger or combo refers to. */
export async function productKinds(
  db: Tx,
  ids: number[],
): Promise<Array<Pick<ProductRow, 'id' | 'type' | 'isVeggie' | 'deletedAt'>>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, type: products.type, isVeggie: products.isVeggie, deletedAt: products.deletedAt })
    .from(products)
    .where(inArray(products.id, ids));
}

export async function insertProduct(db: Tx, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProduct(
  db: Tx,
  id: number,
  type: ProductType,
  values: Partial<NewProductRow>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, id), eq(products.type, type)))
    .returning();
  return row;
}

export async function setProductDeleted(
  db: Tx,
  id: number,
  type: ProductType,
  deletedAt: Date | null,
): Promise<ProductRow | undefined> {
  return updateProduct(db, id, type, { deletedAt });
}

export async function setInStock(db: Tx, id: number, inStock: boolean): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set({ inStock }).where(eq(products.id, id)).returning();
  return row;
}

/** Replaces a product's components: the list a burger or combo is made of is written whole. */
export async function replaceComponents(
  db: Tx,
  parentId: number,
  components: Array<{ childId: number; kind: ComponentKind }>,
): Promise<void> {
  await db.delete(productComponents).where(eq(productComponents.parentId, parentId));
  if (components.length === 0) return;
  await db
    .insert(productComponents)
    .values(components.map((c, position) => ({ parentId, childId: c.childId, kind: c.kind, position })));
}
