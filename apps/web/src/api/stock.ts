import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { productsPaths } from '@burgers/domain/routes/products-paths';
import { callApi } from './client';
import { catalogueKeys, queryKeys } from './query-keys';

/** Every active product, ingredient and base: what the kitchen can mark sold out. */
export const stockListQuery = queryOptions({
  queryKey: queryKeys.products.stock(),
  queryFn: ({ signal }) => callApi(productsPaths.list, { signal, query: { addBase: true, addIngredient: true } }),
});

/** PUT /api/products/{id}/stock (employees and admins); every cached catalogue view reloads after. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, inStock }: { id: number; inStock: boolean }) =>
      callApi(productsPaths.stock, { params: { id }, body: { inStock } }),
    onSettled: () => Promise.all(catalogueKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
