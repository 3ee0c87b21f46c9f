import { useQuery } from '@tanstack/react-query';
import type { Product } from '@burgers/domain/types';
import { api } from '../../../api/client';

/** GET /products: the active catalogue; favourites are picked out of it by id. */
export function useCatalogue() {
  return useQuery({
    queryKey: ['products', 'catalogue'],
    queryFn: () => api<Product[]>('/products'),
  });
}
