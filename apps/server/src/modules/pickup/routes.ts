import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupRoutes as table } from '@burgers/domain/routes/pickup';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import * as service from './service';

/** Pickup slots: what customers can choose, and how full today's are for the owner. */
const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(
    app,
    table.slots,
    {
      docs: {
        tags: ['store'],
        summary: 'Turnos de retiro de 15 minutos desde el primero posible hasta el último día permitido',
        response: { 400: errorResponse },
      },
    },
    async (request, reply) => {
      const productIds = request.query.products?.split(',').map(Number) ?? [];
      return reply
        .header('cache-control', 'no-store')
        .send(await service.slotsView(app.ctx, productIds, request.query.fulfillment));
    },
  );

  defineRoute(
    app,
    table.todayFigures,
    {
      access: routeAccess(app.ctx.guards).role('admin'),
      docs: { tags: ['admin'], summary: 'Pedidos pagados de hoy por turno de retiro, frente a la capacidad' },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.todaySlotFigures(app.ctx)),
  );
};

export default pickupRoutes;
