import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartPriceSchema, webCheckoutSchema } from '@burgers/domain/schemas/cart';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { paymentPreferenceResponse } from '@burgers/domain/schemas/payment-response';
import { pricedCartResponse, pricesChangedResponse } from '@burgers/domain/schemas/promotion-response';
import { guarded, routeAccess } from '#http/route-access';
import { priceCart } from './cart-view';
import * as service from './service';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.post(
    '/pay/mercadopago',
    // Only customers buy: staff accounts are for the kitchen and the back office.
    guarded(routeAccess(guards).role('customer'), {
      tags: ['checkout'],
      summary: 'Crea la orden (precios del servidor) y la preferencia de pago',
      body: webCheckoutSchema,
      response: { 201: paymentPreferenceResponse, 400: errorResponse, 409: pricesChangedResponse, 502: errorResponse },
    }),
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const preference = await service.checkout(app.ctx, user, request.body, request.log, request.ip);
      return reply.status(201).send({ id: preference.id, init_point: preference.init_point });
    },
  );

  app.post(
    '/cart/price',
    {
      schema: {
        tags: ['checkout'],
        summary: 'El carrito con sus precios, promociones y cupones, como lo cobrará el checkout',
        body: cartPriceSchema,
        response: { 200: pricedCartResponse, 400: errorResponse, 409: errorResponse },
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
