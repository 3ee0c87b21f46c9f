import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { soldOutParts } from '#db/availability';
import type { Tx } from '#db/client';
import { idList, inIdsPlaceholder } from '#db/id-list';
import { preparedQuery } from '#db/prepared';
import { productOptionGroups, productOptions, products } from '#db/schema';

/** One option with its group and, when linked, the catalogue product's name and state. */
export interface OptionRow {
  productId: number;
  groupId: number;
  groupName: string;
  minChoices: number;
  maxChoices: number;
  optionId: number | null;
  optionName: string | null;
  priceCents: number | null;
  ownInStock: boolean | null;
  isDefault: boolean | null;
  linkedProductId: number | null;
  tags: string[] | null;
  allergens: string[] | null;
  linkedName: string | null;
  linkedInStock: boolean | null;
  linkedDeleted: boolean;
}

const linked = alias(products, 'linked');
const optionRows = preparedQuery('option_rows', (db) =>
  db
    .select({
      productId: productOptionGroups.productId,
      groupId: productOptionGroups.id,
      groupName: productOptionGroups.name,
      minChoices: productOptionGroups.minChoices,
      maxChoices: productOptionGroups.maxChoices,
      optionId: productOptions.id,
      optionName: productOptions.name,
      priceCents: productOptions.priceCents,
      ownInStock: productOptions.inStock,
      isDefault: productOptions.isDefault,
      linkedProductId: productOptions.linkedProductId,
      tags: productOptions.tags,
      allergens: productOptions.allergens,
      linkedName: linked.name,
      // The product's own mark and its parts' (a burger's ingredient, a combo's burger): the option
      // follows the same availability as the product itself.
      linkedInStock: sql<boolean | null>`(${linked.inStock} and cardinality(${soldOutParts(linked.id)}) = 0)`,
      linkedDeletedAt: linked.deletedAt,
    })
    .from(productOptionGroups)
    .leftJoin(productOptions, eq(productOptions.groupId, productOptionGroups.id))
    .leftJoin(linked, eq(linked.id, productOptions.linkedProductId))
    .where(inIdsPlaceholder(productOptionGroups.productId, 'ids'))
    .orderBy(
      asc(productOptionGroups.productId),
      asc(productOptionGroups.position),
      asc(productOptionGroups.id),
      asc(productOptions.position),
      asc(productOptions.id),
    ),
);

/** The option groups of the given products, groups and options in the admin's order. */
export async function optionRowsOf(db: Tx, productIds: readonly number[]): Promise<OptionRow[]> {
  if (productIds.length === 0) return [];
  const rows = await optionRows(db).execute({ ids: idList([...new Set(productIds)]) });
  return rows.map(({ linkedDeletedAt, ...row }) => ({ ...row, linkedDeleted: linkedDeletedAt !== null }));
}

export interface GroupValues {
  name: string;
  minChoices: number;
  maxChoices: number;
  position: number;
}

export interface OptionValues {
  name: string;
  priceCents: number;
  inStock: boolean;
  isDefault: boolean;
  linkedProductId: number | null;
  position: number;
  tags: string[];
  allergens: string[];
}

/** The ids of a product's groups and of their options, to tell kept ones from foreign ones. */
export async function idsOfProduct(
  db: Tx,
  productId: number,
): Promise<{ groups: Set<number>; options: Map<number, number> }> {
  const rows = await db
    .select({ groupId: productOptionGroups.id, optionId: productOptions.id })
    .from(productOptionGroups)
    .leftJoin(productOptions, eq(productOptions.groupId, productOptionGroups.id))
    .where(eq(productOptionGroups.productId, productId));
  const options = new Map<number, number>();
  for (const row of rows) if (row.optionId !== null) options.set(row.optionId, row.groupId);
  return { groups: new Set(rows.map((row) => row.groupId)), options };
}

export async function deleteGroups(db: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(productOptionGroups).where(inArray(productOptionGroups.id, [...ids]));
}

export async function saveGroup(
  db: Tx,
  productId: number,
  id: number | undefined,
  values: GroupValues,
): Promise<number> {
  if (id !== undefined) {
    await db.update(productOptionGroups).set(values).where(eq(productOptionGroups.id, id));
    return id;
  }
  const [row] = await db
    .insert(productOptionGroups)
    .values({ ...values, productId })
    .returning({ id: productOptionGroups.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function deleteOptions(db: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(productOptions).where(inArray(productOptions.id, [...ids]));
}

export async function saveOption(db: Tx, groupId: number, id: number | undefined, values: OptionValues): Promise<void> {
  if (id !== undefined) {
    // A kept option may move to another group of the same product.
    await db
      .update(productOptions)
      .set({ ...values, groupId })
      .where(eq(productOptions.id, id));
    return;
  }
  await db.insert(productOptions).values({ ...values, groupId });
}

/** The names of the products that exist among `ids`. */
export async function productNames(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Marks one option sold out or back; answers the product it belongs to, or undefined. */
export async function setOptionInStock(db: Tx, optionId: number, inStock: boolean): Promise<number | undefined> {
  const [row] = await db
    .update(productOptions)
    .set({ inStock })
    .where(eq(productOptions.id, optionId))
    .returning({ groupId: productOptions.groupId });
  if (!row) return undefined;
  const [group] = await db
    .select({ productId: productOptionGroups.productId })
    .from(productOptionGroups)
    .where(eq(productOptionGroups.id, row.groupId));
  return group?.productId;
}
