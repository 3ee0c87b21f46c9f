import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '@burgers/domain/types';
import { api } from './client';

/**
 * GET /coupons: every coupon, expired ones included. The home shows them (expired ones greyed); the
 * cart checks the codes a customer types against them. One query key, so both share the cache.
 */
export const couponsQuery = queryOptions({
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
