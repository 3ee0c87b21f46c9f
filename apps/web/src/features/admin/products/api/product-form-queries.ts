import { queryOptions } from '@tanstack/react-query';
import type { Ingredient, Product } from '@burgers/domain/types';
import { api } from '../../../../api/client';

async function logged<T>(load: Promise<T>, what: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // SPEC §8: data-fetch failures are only logged.
    console.error(`No se pudieron cargar ${what}`, error);
    throw error;
  }
}

/** The product being edited; admins also get inactive ones. */
export const editedProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', 'admin', id],
    queryFn: ({ signal }) => logged(api<Product>(`/products/${encodeURIComponent(id)}`, { signal }), 'el producto'),
    retry: false,
  });

/** GET /ingredients: the active ingredients a burger may be made of. */
export const activeIngredientsQuery = queryOptions({
  queryKey: ['ingredients'],
  queryFn: ({ signal }) => logged(api<Ingredient[]>('/ingredients', { signal }), 'los ingredientes'),
});

/** GET /products: the active burgers, fries and beverages a combo may hold. */
export const menuProductsQuery = queryOptions({
  queryKey: ['products', 'catalogue'],
  queryFn: ({ signal }) => logged(api<Product[]>('/products', { signal }), 'los productos'),
});
