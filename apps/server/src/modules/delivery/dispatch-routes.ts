import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryRoutes as table } from '@burgers/domain/routes/delivery';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { assignRider, riderChoices, riderOrders, shareRiderPosition } from './dispatch';

/** The riders: who may take an order, their orders on `/reparto`, and the position they share. */
const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const staffOnly = routeAccess(guards).role('employee', 'admin');

  defineRoute(
    app,
    table.riders,
    { access: staffOnly, docs: { tags: ['delivery'], summary: 'Las cuentas del personal que pueden repartir' } },
    async () => riderChoices(app.ctx),
  );

  defineRoute(
    app,
    table.riderOrders,
    {
      access: staffOnly,
      docs: { tags: ['delivery'], summary: 'Los pedidos asignados al repartidor que llama, en el orden asignado' },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await riderOrders(app.ctx, await guards.requireUser(request))),
  );

  defineRoute(
    app,
    table.assignRider,
    {
      access: staffOnly,
      docs: {
        tags: ['delivery'],
        summary: 'Asigna un pedido con envío listo a un repartidor',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      assignRider(app.ctx, await guards.requireUser(request), request.params.purchaseId, request.body.riderId),
  );

  defineRoute(
    app,
    table.position,
    {
      access: staffOnly,
      docs: {
        tags: ['delivery'],
        summary: 'La ubicación del repartidor de un pedido En camino (como mucho cada 30 s)',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await shareRiderPosition(app.ctx, await guards.requireUser(request), request.params.purchaseId, request.body);
      return reply.status(204).send(null);
    },
  );
};

export default dispatchRoutes;
