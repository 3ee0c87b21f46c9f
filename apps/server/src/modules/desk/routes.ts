import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskRoutes as table } from '@burgers/domain/routes/desk';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import * as service from './service';
import { refundOrder } from '../refunds/desk-refund';

/** The orders desk (admin): every paid order, one order's detail, refunds and the accountant's export. */
const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = routeAccess(app.ctx.guards).role('admin');

  defineRoute(
    app,
    table.orders,
    {
      access: adminOnly,
      docs: {
        tags: ['admin'],
        summary: 'Pedidos pagados, los más nuevos primero, 20 por página; q busca número, cliente o email',
        response: { 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.listOrders(app.ctx, request.query)),
  );

  defineRoute(
    app,
    table.ordersCsv,
    {
      access: adminOnly,
      docs: {
        tags: ['admin'],
        summary: 'Los pedidos pagados del rango en CSV (UTF-8 con BOM, ";" y coma decimal)',
        response: { 400: errorResponse },
      },
    },
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

  defineRoute(
    app,
    table.order,
    {
      access: adminOnly,
      docs: {
        tags: ['admin'],
        summary: 'Un pedido con su pago, cupones y línea de tiempo',
        response: { 404: errorResponse },
      },
    },
    async (request) => service.deskOrder(app.ctx, request.params.purchaseId),
  );

  defineRoute(
    app,
    table.refund,
    {
      access: adminOnly,
      docs: {
        tags: ['admin'],
        summary: 'Devuelve todo lo que queda del pedido, o `amount` pesos, con un motivo',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const staff = await app.ctx.guards.requireUser(request);
      return reply.code(201).send(await refundOrder(app.ctx, staff, request.params.purchaseId, request.body));
    },
  );
};

export default deskRoutes;
