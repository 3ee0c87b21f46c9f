import { queryOptions } from '@tanstack/react-query';
import { productsPaths } from '@burgers/domain/routes/products-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** The product being edited; admins also get inactive ones. */
export const editedProductQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product.edited(id),
    queryFn: ({ signal }) => callApi(productsPaths.get, { params: { id }, signal }),
    retry: false,
  });
