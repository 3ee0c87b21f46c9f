import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@burgers/domain/types';
import { api } from '../../../../api/client';

/** GET /products: the active menu (burgers, combos, beverages, fries), the products a coupon may cover. */
const menuProductsQuery = queryOptions({
  queryKey: ['admin', 'coupons', 'menu-products'],
  queryFn: async ({ signal }) => {
    try {
      return await api<Product[]>('/products', { signal });
    } catch (error) {
      // SPEC §8: data-fetch failures are only logged.
      console.error('No se pudieron cargar los productos', error);
      throw error;
    }
  },
});

export function useMenuProducts() {
  return useQuery(menuProductsQuery);
}
