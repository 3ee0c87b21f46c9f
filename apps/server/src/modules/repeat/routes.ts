import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersRoutes as table } from '@burgers/domain/routes/orders';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { repeatOrder } from './service';

const repeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  defineRoute(
    app,
    table.repeat,
    {
      access: routeAccess(guards).user(),
      docs: {
        tags: ['orders'],
        summary: 'El carrito de un pedido anterior, a los precios de hoy, y lo que ya no hay',
        response: { 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const repeated = await repeatOrder(app.ctx.db, user, request.params.purchaseId, app.ctx.now());
      return reply.header('cache-control', 'no-store').send(repeated);
    },
  );
};

export default repeatRoutes;
