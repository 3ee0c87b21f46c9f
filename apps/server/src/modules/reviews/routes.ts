import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsRoutes as table } from '@burgers/domain/routes/reviews';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import * as service from './service';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  defineRoute(
    app,
    table.list,
    { docs: { tags: ['reviews'], summary: 'Opiniones de los clientes, las más recientes primero' } },
    async (request, reply) => {
      await app.ctx.catalogueCache.serve(request, reply, 'reviews', 'all', () => service.listReviews(app.ctx));
      return reply;
    },
  );

  defineRoute(
    app,
    table.create,
    {
      access: routeAccess(guards).user(),
      docs: {
        tags: ['reviews'],
        summary: 'Califica una compra pagada (una vez, sólo su cliente)',
        // 403: the order is another customer's.
        response: { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const review = await service.createReview(app.ctx, await guards.requireUser(request), request.body);
      return reply.status(201).send(review);
    },
  );
};

export default reviewsRoutes;
