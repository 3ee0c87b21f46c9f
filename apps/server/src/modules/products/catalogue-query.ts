import { catalogueQuery, type CatalogueQuery } from '@burgers/domain/schemas/catalogue-query';
import { searchKey } from './service';

export { catalogueQuery, type CatalogueQuery };

/** The same answer for the same filters, however the query string spells them. */
export function catalogueKey(query: CatalogueQuery): string {
  return JSON.stringify([
    query.category ?? '',
    query.order ?? '',
    query.name ? searchKey(query.name) : '',
    query.isVeggie,
    query.tag ?? '',
    query.addBase,
    query.addIngredient,
  ]);
}
