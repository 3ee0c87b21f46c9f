import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { repeatResponse } from '@burgers/domain/schemas/repeat-response';
import { guarded, routeAccess } from '#http/route-access';
import { repeatOrder } from './service';
import { purchaseIdParams } from '../orders/schemas';

const repeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.post(
    '/orders/:purchaseId/repeat',
    guarded(routeAccess(guards).user(), {
      tags: ['orders'],
      summary: 'El carrito de un pedido anterior, a los precios de hoy, y lo que ya no hay',
      params: purchaseIdParams,
      response: { 200: repeatResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const repeated = await repeatOrder(app.ctx.db, user, request.params.purchaseId, app.ctx.now());
      return reply.header('cache-control', 'no-store').send(repeated);
    },
  );
};

export default repeatRoutes;
