import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSchema } from '@burgers/domain/schemas/cart';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { paymentPreferenceResponse } from '@burgers/domain/schemas/payment-response';
import { guarded, routeAccess } from '#http/route-access';
import * as service from './service';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.post(
    '/pay/mercadopago',
    // Only customers buy: staff accounts are for the kitchen and the back office.
    guarded(routeAccess(guards).role('customer'), {
      tags: ['checkout'],
      summary: 'Crea la orden (precios del servidor) y la preferencia de pago',
      body: checkoutSchema,
      response: { 201: paymentPreferenceResponse, 400: errorResponse, 409: errorResponse, 502: errorResponse },
    }),
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const preference = await service.checkout(app.ctx, user, request.body, request.log, request.ip);
      return reply.status(201).send({ id: preference.id, init_point: preference.init_point });
    },
  );
};

export default checkoutRoutes;
