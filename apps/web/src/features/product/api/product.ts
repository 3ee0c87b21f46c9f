import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@burgers/domain/types';
import { api, ApiError } from '../../../api/client';

/** A product that does not exist (or was deleted) answers 404; a malformed id 400. Both mean "not here". */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** GET /products/{id}. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: async ({ signal }) => {
      try {
        return await api<Product>(`/products/${encodeURIComponent(id)}`, { signal });
      } catch (error) {
        if (!isMissing(error)) console.error('No se pudo cargar el producto', error);
        throw error;
      }
    },
    // A missing product stays missing: retrying only delays the not-found page.
    retry: (count, error) => !isMissing(error) && count < 1,
  });
