import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSchema } from '@burgers/domain/schemas/cart';
import * as service from './service';

const errorSchema = z.object({ error: z.string() });

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
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          502: errorSchema,
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
