import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductType, SortOrder } from '@burgers/domain/constants';
import type { Tx } from '../../db/client';
import { productComponents, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
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
  /** Already lowercased and stripped of accents. */
  name?: string;
  veggieOnly: boolean;
  includeDeleted: boolean;
  order?: SortOrder;
}

// Accents are removed inside the database so `hamburguesa clásica` and `CLASICA` find the same
// rows on PGlite and PostgreSQL alike, whatever the server's collation; `lower` then only sees ASCII.
const ACCENTED = 'áéíóúüñàèìòùÁÉÍÓÚÜÑÀÈÌÒÙ';
const PLAIN = 'aeiouunaeiouAEIOUUNAEIOU';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listProducts(db: Tx, query: ProductQuery): Promise<ProductRow[]> {
  const where: SQL[] = [inArray(products.type, query.types)];
  if (!query.includeDeleted) where.push(isNull(products.deletedAt));
  if (query.veggieOnly) where.push(eq(products.isVeggie, true));
  if (query.name) {
    const pattern = `%${escapeLike(query.name)}%`;
    where.push(sql`lower(translate(${products.name}, ${ACCENTED}, ${PLAIN})) like ${pattern}`);
  }
  const byPrice = query.order === 'desc' ? desc(products.priceCents) : asc(products.priceCents);
  // Unsorted, the menu reads like the restaurant's board: burgers, combos, fries, then drinks.
  const byCategory = sql`case ${products.type} when 'burgers' then 0 when 'combos' then 1 when 'fries' then 2 when 'beverages' then 3 else 4 end`;
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(...(query.order ? [byPrice, asc(products.id)] : [byCategory, asc(products.id)]));
}

export async function findProduct(db: Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** Every component of the given products with its name, in one query (no N+1). */
export async function componentsOf(db: Tx, parentIds: number[]): Promise<ComponentRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select({
      parentId: productComponents.parentId,
      childId: productComponents.childId,
      kind: productComponents.kind,
      name: products.name,
    })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.childId))
    .where(inArray(productComponents.parentId, parentIds))
    .orderBy(asc(productComponents.parentId), asc(productComponents.kind), asc(productComponents.position));
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
