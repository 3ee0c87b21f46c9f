import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewRequestSchema } from '@burgers/domain/schemas/review';
import * as service from './service';

const errorSchema = z.object({ error: z.string() });

const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  description: z.string(),
  author: z.string(),
  user_id: z.number().int(),
  createdAt: z.string(),
});

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Opiniones de los clientes, las más recientes primero',
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      await app.ctx.catalogueCache.serve(request, reply, 'reviews', 'all', () => service.listReviews(app.ctx));
      return reply;
    },
  );

  app.post(
    '/reviews',
    {
      onRequest: async (request) => {
        await guards.requireUser(request);
      },
      schema: {
        tags: ['reviews'],
        summary: 'Califica una compra pagada (una vez, sólo su cliente)',
        security: [{ authToken: [] }],
        body: reviewRequestSchema,
        response: { 201: reviewSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const review = await service.createReview(app.ctx, await guards.requireUser(request), request.body);
      return reply.status(201).send(review);
    },
  );
};

export default reviewsRoutes;
