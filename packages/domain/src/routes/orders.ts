import { route } from './define';
import { MSG } from '../messages';
import { kitchenQuery, markReadyBody, purchaseIdParams, reviewFlagBody } from '../schemas/order-request';
import { orderSchema } from '../schemas/order-response';
import { repeatResponse } from '../schemas/repeat-response';
import { idParams } from '../schemas/route-params';
import { z } from '../schemas/zod';

/** Orders after checkout: the kitchen's list, one order, its marks, a customer's history, the repeat. */
export const ordersRoutes = {
  kitchen: route({
    method: 'GET',
    path: '/orders',
    querystring: kitchenQuery,
    response: { 200: z.array(orderSchema) },
  }),
  get: route({ method: 'GET', path: '/orders/:purchaseId', params: purchaseIdParams, response: { 200: orderSchema } }),
  mark: route({
    method: 'PUT',
    path: '/orders/:purchaseId',
    params: purchaseIdParams,
    body: markReadyBody,
    response: { 200: orderSchema },
  }),
  markReviewed: route({
    method: 'PUT',
    path: '/orders/reviews/:purchaseId',
    params: purchaseIdParams,
    body: reviewFlagBody,
    response: { 200: orderSchema },
  }),
  ofUser: route({
    method: 'GET',
    path: '/users/:id/orders',
    params: idParams(MSG.userIdInvalid),
    response: { 200: z.array(orderSchema) },
  }),
  repeat: route({
    method: 'POST',
    path: '/orders/:purchaseId/repeat',
    params: purchaseIdParams,
    response: { 200: repeatResponse },
  }),
};
