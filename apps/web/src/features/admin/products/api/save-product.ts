import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductType } from '@burgers/domain/constants';
import type { ProductInput } from '@burgers/domain/schemas/products';
import type { Product } from '@burgers/domain/types';
import { api } from '#api/client';
import { invalidateCatalogue } from './admin-products';

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
        ? api<Product>(`/${type}`, { method: 'POST', body: data })
        : api<Product>(`/${type}`, { method: 'PUT', body: { ...data, id } }),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
