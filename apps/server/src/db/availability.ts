import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The names of the sold-out parts of a product, read live from the catalogue: a burger's
 * ingredients, and a combo's burgers, fries and beverages together with those burgers'
 * ingredients (components go two levels deep at most). Empty for a product that can be made.
 * One expression for the menu, the product page and checkout, so all three agree.
 */
export function soldOutParts(productId: AnyPgColumn | SQL): SQL<string[]> {
  return sql<string[]>`array(
    select part.name from (
      select pc.child_id as part_id from product_components pc where pc.parent_id = ${productId}
      union
      select inner_pc.child_id from product_components pc
        join product_components inner_pc on inner_pc.parent_id = pc.child_id
        where pc.parent_id = ${productId}
    ) parts
    join products part on part.id = parts.part_id
    where not part.in_stock
    order by part.name
  )`;
}
