import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrdersQuerySchema, ordersCsvQuerySchema, refundBodySchema } from '@burgers/domain/schemas/desk';
import { adminOrdersResponseSchema, deskOrderSchema } from '@burgers/domain/schemas/desk-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { purchaseIdParams } from '@burgers/domain/schemas/order-request';
import { orderSchema } from '@burgers/domain/schemas/order-response';
import { guarded, routeAccess } from '#http/route-access';
import * as service from './service';
import { refundOrder } from '../refunds/desk-refund';

/** The orders desk (admin): every paid order, one order's detail, refunds and the accountant's export. */
const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = routeAccess(app.ctx.guards).role('admin');

  app.get(
    '/admin/orders',
    guarded(adminOnly, {
      tags: ['admin'],
      summary: 'Pedidos pagados, los más nuevos primero, 20 por página; q busca número, cliente o email',
      querystring: adminOrdersQuerySchema,
      response: { 200: adminOrdersResponseSchema, 400: errorResponse },
    }),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.listOrders(app.ctx, request.query)),
  );

  app.get(
    '/admin/orders.csv',
    guarded(adminOnly, {
      tags: ['admin'],
      summary: 'Los pedidos pagados del rango en CSV (UTF-8 con BOM, ";" y coma decimal)',
      querystring: ordersCsvQuerySchema,
      response: { 200: z.string(), 400: errorResponse },
    }),
    async (request, reply) => {
      const { from, to } = request.query;
      const name = `pedidos${from ? `-${from}` : ''}${to ? `-a-${to}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await service.ordersCsv(app.ctx, request.query));
    },
  );

  app.get(
    '/admin/orders/:purchaseId',
    guarded(adminOnly, {
      tags: ['admin'],
      summary: 'Un pedido con su pago, cupones y línea de tiempo',
      params: purchaseIdParams,
      response: { 200: deskOrderSchema, 404: errorResponse },
    }),
    async (request) => service.deskOrder(app.ctx, request.params.purchaseId),
  );

  app.post(
    '/admin/orders/:purchaseId/refunds',
    guarded(adminOnly, {
      tags: ['admin'],
      summary: 'Devuelve todo lo que queda del pedido, o `amount` pesos, con un motivo',
      params: purchaseIdParams,
      body: refundBodySchema,
      response: { 201: orderSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse },
    }),
    async (request, reply) => {
      const staff = await app.ctx.guards.requireUser(request);
      return reply.code(201).send(await refundOrder(app.ctx, staff, request.params.purchaseId, request.body));
    },
  );
};

export default deskRoutes;
