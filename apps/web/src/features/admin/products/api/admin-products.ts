import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductType } from '@burgers/domain/constants';
import { productsPaths } from '@burgers/domain/routes/products-paths';
import type { Product } from '@burgers/domain/types';
import { callApi } from '#api/client';
import { catalogueKeys, queryKeys } from '#api/query-keys';
import { productWritePaths } from './product-writes';
import { formValuesOf } from '../product-form-values';

/**
 * GET /products with every type and the inactive ones too (admins only). The list is small, so
 * the page filters by type and name on its own instead of asking again on every keystroke.
 */
export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.products.admin(),
  queryFn: ({ signal }) =>
    callApi(productsPaths.list, { signal, query: { isDeleted: true, addBase: true, addIngredient: true } }),
});

/** Every cached view of the catalogue: the menu, favourites, details, the builder's lists and this one. */
export async function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all(catalogueKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** DELETE /{type}/{id} deactivates, POST /{type}/{id} restores (docs/product/admin.md#products). */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, active }: { type: ProductType; id: number; active: boolean }) =>
      active
        ? callApi(productWritePaths[type].restore, { params: { id } })
        : callApi(productWritePaths[type].deactivate, { params: { id } }),
    onSettled: () => invalidateCatalogue(queryClient),
  });
}

/**
 * PUT /{type} with the product as it is and only the price changed: the compact table's inline edit.
 * The server validates the price with the domain's rule and answers its Spanish message.
 */
export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, price }: { product: Product; price: string }) =>
      callApi(productWritePaths[product.type].update, {
        body: { ...formValuesOf(product), price, id: product.id },
      }),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
