import { errorResponse } from '@burgers/domain/schemas/error-response';
import { activityQuerySchema, activityResponseSchema } from '@burgers/domain/schemas/desk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPage } from './service';

/** The activity log, read-only: rows are only ever appended by the modules that change things. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    {
      onRequest: app.ctx.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Quién cambió qué y cuándo, con los valores antes y después; lo más nuevo primero',
        security: [{ authToken: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await activityPage(app.ctx, request.query)),
  );
};

export default activityRoutes;
