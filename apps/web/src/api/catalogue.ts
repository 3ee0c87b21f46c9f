import { queryOptions } from '@tanstack/react-query';
import { productsPaths } from '@burgers/domain/routes/products-paths';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/**
 * GET /products: the whole active menu (burgers, combos, beverages, fries). Favourites are picked out
 * of it, a combo's parts and a coupon's products chosen from it; one key, so they share the cache.
 */
export const catalogueQuery = queryOptions({
  queryKey: queryKeys.products.catalogue(),
  queryFn: ({ signal }) => callApi(productsPaths.list, { signal }),
});

/** GET /ingredients: the active ingredients a burger may be made of. */
export const ingredientsQuery = queryOptions({
  queryKey: queryKeys.ingredients(),
  queryFn: ({ signal }) => callApi(productsPaths.ingredients, { signal }),
});

/** GET /burgerBase: the bases a burger is built on. */
export const basesQuery = queryOptions({
  queryKey: queryKeys.burgerBases(),
  queryFn: ({ signal }) => callApi(productsPaths.burgerBases, { signal }),
});
