import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsResponse } from '@burgers/domain/schemas/stats-response';
import { guarded, routeAccess } from '#http/route-access';
import { dashboardStats } from './service';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    guarded(routeAccess(app.ctx.guards).role('admin'), {
      tags: ['admin'],
      summary: 'Cifras del tablero: hoy, últimos 14 días, más vendidos de 30 días, minutos hasta Listo',
      response: { 200: statsResponse },
    }),
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await dashboardStats(app.ctx)),
  );
};

export default statsRoutes;
