import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes as table } from '@burgers/domain/routes/checkout';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { pricesChangedResponse } from '@burgers/domain/schemas/promotion-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { priceCart } from './cart-view';
import * as service from './service';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  defineRoute(
    app,
    table.checkout,
    {
      // Only customers buy: staff accounts are for the kitchen and the back office.
      access: routeAccess(guards).role('customer'),
      docs: {
        tags: ['checkout'],
        summary: 'Crea la orden (precios del servidor) y la preferencia de pago',
        response: { 400: errorResponse, 409: pricesChangedResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const preference = await service.checkout(app.ctx, user, request.body, request.log, request.ip);
      return reply.status(201).send({ id: preference.id, init_point: preference.init_point });
    },
  );

  defineRoute(
    app,
    table.price,
    {
      docs: {
        tags: ['checkout'],
        summary: 'El carrito con sus precios, promociones y cupones, como lo cobrará el checkout',
        response: { 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      // A personal coupon prices only for its customer, known by the session when there is one.
      const user = await guards.optionalUser(request);
      return reply.header('cache-control', 'no-store').send(await priceCart(app.ctx, request.body, user?.id ?? null));
    },
  );
};

export default checkoutRoutes;
