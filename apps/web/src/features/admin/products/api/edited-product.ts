import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@burgers/domain/types';
import { api } from '../../../../api/client';
import { logged } from '../../../../api/logged';

/** The product being edited; admins also get inactive ones. */
export const editedProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', 'admin', id],
    queryFn: ({ signal }) => logged(api<Product>(`/products/${encodeURIComponent(id)}`, { signal }), 'el producto'),
    retry: false,
  });
