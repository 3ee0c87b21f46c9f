import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** The product being edited; admins also get inactive ones. */
export const editedProductQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product.edited(id),
    queryFn: ({ signal }) => api<Product>(`/products/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
