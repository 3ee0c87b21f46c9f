import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@burgers/domain/types';
import { api } from './client';
import { catalogueKeys, queryKeys } from './query-keys';

/** Every active product, ingredient and base: what the kitchen can mark sold out. */
export const stockListQuery = queryOptions({
  queryKey: queryKeys.products.stock(),
  queryFn: ({ signal }) => api<Product[]>('/products', { signal, query: { addBase: true, addIngredient: true } }),
});

/** PUT /api/products/{id}/stock (employees and admins); every cached catalogue view reloads after. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, inStock }: { id: number; inStock: boolean }) =>
      api<Product>(`/products/${id}/stock`, { method: 'PUT', body: { inStock } }),
    onSettled: () => Promise.all(catalogueKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
