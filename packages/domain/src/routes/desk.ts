import { route } from './define';
import { adminOrdersQuerySchema, ordersCsvQuerySchema, refundBodySchema } from '../schemas/desk';
import { adminOrdersResponseSchema, deskOrderSchema } from '../schemas/desk-response';
import { purchaseIdParams } from '../schemas/order-request';
import { orderSchema } from '../schemas/order-response';
import { z } from '../schemas/zod';

/** The admin's orders desk: paid orders, one order's detail, refunds and the accountant's export. */
export const deskRoutes = {
  orders: route({
    method: 'GET',
    path: '/admin/orders',
    querystring: adminOrdersQuerySchema,
    response: { 200: adminOrdersResponseSchema },
  }),
  /** A CSV file, not JSON: the client's text answer is the file's text. */
  ordersCsv: route({
    method: 'GET',
    path: '/admin/orders.csv',
    querystring: ordersCsvQuerySchema,
    response: { 200: z.string() },
  }),
  order: route({
    method: 'GET',
    path: '/admin/orders/:purchaseId',
    params: purchaseIdParams,
    response: { 200: deskOrderSchema },
  }),
  refund: route({
    method: 'POST',
    path: '/admin/orders/:purchaseId/refunds',
    params: purchaseIdParams,
    body: refundBodySchema,
    response: { 201: orderSchema },
  }),
};
