import { queryOptions } from '@tanstack/react-query';
import { productsPaths } from '@burgers/domain/routes/products-paths';
import { ApiError, callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** A product that does not exist (or was deleted) answers 404; a malformed id 400. Both mean "not here". */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** GET /products/{id}. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product.detail(id),
    queryFn: ({ signal }) => callApi(productsPaths.get, { params: { id }, signal }),
    meta: { missingIsAnAnswer: true },
    // A missing product stays missing: retrying only delays the not-found page.
    retry: (count, error) => !isMissing(error) && count < 1,
  });
