import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { riderPositionSchema } from '@burgers/domain/schemas/delivery';
import { riderChoiceResponse } from '@burgers/domain/schemas/delivery-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { idFieldWith } from '@burgers/domain/schemas/fields';
import { orderSchema } from '@burgers/domain/schemas/order-response';
import { guarded, routeAccess } from '#http/route-access';
import { messages } from '#messages';
import { assignRider, riderChoices, riderOrders, shareRiderPosition } from './dispatch';

const purchaseIdParams = z.object({
  purchaseId: z.string().trim().min(1, messages.orderNotFound).max(128, messages.orderNotFound),
});

/** The riders: who may take an order, their orders on `/reparto`, and the position they share. */
const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const staffOnly = routeAccess(guards).role('employee', 'admin');

  app.get(
    '/delivery/riders',
    guarded(staffOnly, {
      tags: ['delivery'],
      summary: 'Las cuentas del personal que pueden repartir',
      response: { 200: z.array(riderChoiceResponse) },
    }),
    async () => riderChoices(app.ctx),
  );

  app.get(
    '/delivery/rider/orders',
    guarded(staffOnly, {
      tags: ['delivery'],
      summary: 'Los pedidos asignados al repartidor que llama, en el orden asignado',
      response: { 200: z.array(orderSchema) },
    }),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await riderOrders(app.ctx, await guards.requireUser(request))),
  );

  app.put(
    '/orders/:purchaseId/rider',
    guarded(staffOnly, {
      tags: ['delivery'],
      summary: 'Asigna un pedido con envío listo a un repartidor',
      params: purchaseIdParams,
      body: z.object({ riderId: idFieldWith(messages.invalidInput) }),
      response: { 200: orderSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) =>
      assignRider(app.ctx, await guards.requireUser(request), request.params.purchaseId, request.body.riderId),
  );

  app.put(
    '/orders/:purchaseId/position',
    guarded(staffOnly, {
      tags: ['delivery'],
      summary: 'La ubicación del repartidor de un pedido En camino (como mucho cada 30 s)',
      params: purchaseIdParams,
      body: riderPositionSchema,
      response: { 204: z.null(), 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse },
    }),
    async (request, reply) => {
      await shareRiderPosition(app.ctx, await guards.requireUser(request), request.params.purchaseId, request.body);
      return reply.status(204).send(null);
    },
  );
};

export default dispatchRoutes;
