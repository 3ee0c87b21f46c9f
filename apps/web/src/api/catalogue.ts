import { queryOptions } from '@tanstack/react-query';
import type { BurgerBase, Ingredient, Product } from '@burgers/domain/types';
import { api } from './client';
import { logged } from './logged';

/**
 * GET /products: the whole active menu (burgers, combos, beverages, fries). Favourites are picked out
 * of it, a combo's parts and a coupon's products chosen from it; one key, so they share the cache.
 */
export const catalogueQuery = queryOptions({
  queryKey: ['products', 'catalogue'],
  queryFn: ({ signal }) => logged(api<Product[]>('/products', { signal }), 'los productos'),
});

/** GET /ingredients: the active ingredients a burger may be made of. */
export const ingredientsQuery = queryOptions({
  queryKey: ['ingredients'],
  queryFn: ({ signal }) => logged(api<Ingredient[]>('/ingredients', { signal }), 'los ingredientes'),
});

/** GET /burgerBase: the bases a burger is built on. */
export const basesQuery = queryOptions({
  queryKey: ['burgerBase'],
  queryFn: ({ signal }) => logged(api<BurgerBase[]>('/burgerBase', { signal }), 'las bases'),
});
