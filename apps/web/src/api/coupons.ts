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

/**
 * GET /users/{id}/coupons: the customer's own coupons (a `Te extrañamos` coupon) still usable; the
 * public list never has them, so the cart's field looks here too when someone is logged in.
 */
export const myCouponsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.userCoupons(userId),
    queryFn: ({ signal }) => callApi(couponsPaths.personal, { params: { id: userId }, signal }),
  });
