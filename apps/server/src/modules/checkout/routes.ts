import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSchema } from '@burgers/domain/schemas/cart';
import * as service from './service';
import { errorResponse } from '@burgers/domain/schemas/error-response';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.post(
    '/pay/mercadopago',
    {
      // Only customers buy: staff accounts are for the kitchen and the back office.
      onRequest: guards.requireRole('customer'),
      schema: {
        tags: ['checkout'],
        summary: 'Crea la orden (precios del servidor) y la preferencia de pago',
        security: [{ authToken: [] }],
        body: checkoutSchema,
        response: {
          201: z.object({ id: z.string(), init_point: z.string() }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const preference = await service.checkout(app.ctx, user, request.body, request.log);
      return reply.status(201).send({ id: preference.id, init_point: preference.init_point });
    },
  );
};

export default checkoutRoutes;
