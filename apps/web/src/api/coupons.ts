import { queryOptions } from '@tanstack/react-query';
import { couponsPaths } from '@burgers/domain/routes/coupons-paths';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/**
 * GET /coupons: every coupon, expired ones included. The home shows them (expired ones greyed); the
 * cart checks the codes a customer types against them. One query key, so both share the cache.
 */
export const couponsQuery = queryOptions({
  queryKey: queryKeys.coupons(),
  queryFn: ({ signal }) => callApi(couponsPaths.list, { signal }),
});
