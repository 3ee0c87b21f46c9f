import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStats } from './service';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { statsResponse } from '@burgers/domain/schemas/stats-response';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      onRequest: app.ctx.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Cifras del tablero: hoy, últimos 14 días, más vendidos de 30 días, minutos hasta Listo',
        security: [{ authToken: [] }],
        response: { 200: statsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await dashboardStats(app.ctx)),
  );
};

export default statsRoutes;
