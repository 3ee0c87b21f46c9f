import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductType } from '@burgers/domain/constants';
import type { ProductInput } from '@burgers/domain/schemas/products';
import { callApi } from '#api/client';
import { invalidateCatalogue } from './admin-products';
import { productWritePaths } from './product-writes';

export interface ProductSave {
  type: ProductType;
  /** Set when editing: PUT /{type} with the id, else POST /{type}. */
  id?: number;
  data: ProductInput<ProductType>;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, data }: ProductSave) =>
      id === undefined
        ? callApi(productWritePaths[type].create, { body: data })
        : callApi(productWritePaths[type].update, { body: { ...data, id } }),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
