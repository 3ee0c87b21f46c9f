import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import * as service from './service';

const slotView = z.object({
  start: z.string().describe('ISO 8601 con huso del local'),
  end: z.string(),
  available: z.boolean().describe('false cuando el turno está completo'),
});

const slotFigure = z.object({ start: z.string(), orders: z.number().int(), capacity: z.number().int() });

/** Pickup slots: what customers can choose, and how full today's are for the owner. */
const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store/slots',
    {
      schema: {
        tags: ['store'],
        summary: 'Turnos de retiro de 15 minutos desde el primero posible hasta el último día permitido',
        response: { 200: z.array(slotView) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.slotsView(app.ctx)),
  );

  app.get(
    '/admin/pickup-slots',
    {
      onRequest: app.ctx.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Pedidos pagados de hoy por turno de retiro, frente a la capacidad',
        security: [{ authToken: [] }],
        response: { 200: z.array(slotFigure), 401: errorResponse, 403: errorResponse },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.todaySlotFigures(app.ctx)),
  );
};

export default pickupRoutes;
