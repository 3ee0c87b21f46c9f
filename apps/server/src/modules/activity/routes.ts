import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityResponseSchema } from '@burgers/domain/schemas/activity-response';
import { activityQuerySchema } from '@burgers/domain/schemas/desk';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { guarded, routeAccess } from '#http/route-access';
import { activityPage } from './service';

/** The activity log, read-only: rows are only ever appended by the modules that change things. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    guarded(routeAccess(app.ctx.guards).role('admin'), {
      tags: ['admin'],
      summary: 'Quién cambió qué y cuándo, con los valores antes y después; lo más nuevo primero',
      querystring: activityQuerySchema,
      response: { 200: activityResponseSchema, 400: errorResponse },
    }),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await activityPage(app.ctx, request.query)),
  );
};

export default activityRoutes;
