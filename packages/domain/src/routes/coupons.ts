import { route } from './define';
import { couponEditSchema, couponUpdateSchema } from '../schemas/coupon';
import { couponResponse } from '../schemas/coupon-response';
import { idParams } from '../schemas/route-params';
import { z } from '../schemas/zod';

/*
 * "Today or later" depends on the day of the request, so the table's schemas (compiled once at
 * start) accept any date: they give the shape and the OpenAPI docs, and the server parses again with
 * the store's date of today.
 */
const ANY_DAY = '0000-01-01';

/** Coupons: everyone reads them, the admin writes. */
export const couponsRoutes = {
  list: route({ method: 'GET', path: '/coupons', response: { 200: z.array(couponResponse) } }),
  /** The customer's own still usable personal coupons (a `Te extrañamos` one). */
  personal: route({
    method: 'GET',
    path: '/users/:id/coupons',
    params: idParams(),
    response: { 200: z.array(couponResponse) },
  }),
  create: route({
    method: 'POST',
    path: '/coupons',
    body: couponEditSchema(ANY_DAY),
    response: { 201: couponResponse },
  }),
  update: route({
    method: 'PUT',
    path: '/coupons',
    body: couponUpdateSchema(ANY_DAY),
    response: { 201: couponResponse },
  }),
  remove: route({ method: 'DELETE', path: '/coupons/:id', params: idParams(), response: { 200: couponResponse } }),
};
