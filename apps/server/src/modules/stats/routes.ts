import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes as table } from '@burgers/domain/routes/back-office';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { dashboardStats } from './service';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(
    app,
    table.stats,
    {
      access: routeAccess(app.ctx.guards).role('admin'),
      docs: {
        tags: ['admin'],
        summary: 'Cifras del tablero: hoy, últimos 14 días, más vendidos de 30 días, minutos hasta Listo',
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await dashboardStats(app.ctx)),
  );
};

export default statsRoutes;
