import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { reviewRequestSchema } from '@burgers/domain/schemas/review';
import { reviewResponse } from '@burgers/domain/schemas/review-response';
import { guarded, routeAccess } from '#http/route-access';
import * as service from './service';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Opiniones de los clientes, las más recientes primero',
        response: { 200: z.array(reviewResponse) },
      },
    },
    async (request, reply) => {
      await app.ctx.catalogueCache.serve(request, reply, 'reviews', 'all', () => service.listReviews(app.ctx));
      return reply;
    },
  );

  app.post(
    '/reviews',
    guarded(routeAccess(guards).user(), {
      tags: ['reviews'],
      summary: 'Califica una compra pagada (una vez, sólo su cliente)',
      body: reviewRequestSchema,
      // 403: the order is another customer's.
      response: { 201: reviewResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request, reply) => {
      const review = await service.createReview(app.ctx, await guards.requireUser(request), request.body);
      return reply.status(201).send(review);
    },
  );
};

export default reviewsRoutes;
