import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardStats } from './service';
import { errorResponse } from '@burgers/domain/schemas/error-response';

const money = z.number().describe('Pesos');

export const statsResponse = z.object({
  today: z.object({ orders: z.number().int(), revenue: money, averageTicket: money }),
  waitingNow: z.number().int().describe('Pedidos pagados que la cocina todavía no terminó'),
  days: z.array(z.object({ date: z.string().describe('aaaa-mm-dd, día del local'), orders: z.number().int(), revenue: money })),
  topProducts: z.array(
    z.object({ productId: z.number().int().nullable(), name: z.string(), quantity: z.number().int(), revenue: money }),
  ),
  averageMinutesToReady: z.number().nullable(),
});

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
