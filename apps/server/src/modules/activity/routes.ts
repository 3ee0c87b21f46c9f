import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes as table } from '@burgers/domain/routes/back-office';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { activityPage } from './service';

/** The activity log, read-only: rows are only ever appended by the modules that change things. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(
    app,
    table.activity,
    {
      access: routeAccess(app.ctx.guards).role('admin'),
      docs: {
        tags: ['admin'],
        summary: 'Quién cambió qué y cuándo, con los valores antes y después; lo más nuevo primero',
        response: { 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await activityPage(app.ctx, request.query)),
  );
};

export default activityRoutes;
