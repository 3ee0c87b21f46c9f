import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@burgers/domain/messages';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { pickupSlotResponse, slotFigureResponse } from '@burgers/domain/schemas/store-response';
import { guarded, routeAccess } from '#http/route-access';
import * as service from './service';

/** Pickup slots: what customers can choose, and how full today's are for the owner. */
const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store/slots',
    {
      schema: {
        tags: ['store'],
        summary: 'Turnos de retiro de 15 minutos desde el primero posible hasta el último día permitido',
        querystring: z.object({
          /** The cart's product ids (`1,2,3`): only the slots where every one of them is on sale. */
          products: z
            .string()
            .max(1200, MSG.productIdsInvalid)
            .regex(/^\d{1,9}(,\d{1,9})*$/, MSG.productIdsInvalid)
            .optional(),
          /** `envio`: delivery's own slots (its hours and capacity). */
          fulfillment: z.enum(['retiro', 'envio'], { error: MSG.inputInvalid }).default('retiro'),
        }),
        response: { 200: z.array(pickupSlotResponse), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const productIds = request.query.products?.split(',').map(Number) ?? [];
      return reply
        .header('cache-control', 'no-store')
        .send(await service.slotsView(app.ctx, productIds, request.query.fulfillment));
    },
  );

  app.get(
    '/admin/pickup-slots',
    guarded(routeAccess(app.ctx.guards).role('admin'), {
      tags: ['admin'],
      summary: 'Pedidos pagados de hoy por turno de retiro, frente a la capacidad',
      response: { 200: z.array(slotFigureResponse) },
    }),
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.todaySlotFigures(app.ctx)),
  );
};

export default pickupRoutes;
