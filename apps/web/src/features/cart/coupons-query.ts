import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '@burgers/domain/types';
import { api } from '../../api/client';

/** GET /coupons: the codes a customer may type in the cart. */
export const availableCouponsQuery = queryOptions({
  queryKey: ['coupons'],
  queryFn: async ({ signal }) => {
    try {
      return await api<Coupon[]>('/coupons', { signal });
    } catch (error) {
      // SPEC §8: data-fetch failures are only logged.
      console.error('No se pudieron cargar los cupones', error);
      throw error;
    }
  },
});
