import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { promotionSchema, sellingWindowsSchema } from '@burgers/domain/schemas/promotion';
import { promotionResponse, sellingWindowResponse } from '@burgers/domain/schemas/promotion-response';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import * as service from './service';

/** Promotions and selling windows (docs/product/promotions.md): anyone reads them, the admin edits. */
const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');
  const adminErrors = { 400: errorResponse, 404: errorResponse };

  app.get(
    '/promotions',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Las promociones activas (las que no terminaron)',
        response: { 200: z.array(promotionResponse) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.publicPromotions(app.ctx, app.ctx.now())),
  );

  app.get(
    '/admin/promotions',
    guarded(onlyAdmin, {
      tags: ['promotions'],
      summary: 'Todas las promociones, también las apagadas y las terminadas',
      response: { 200: z.array(promotionResponse) },
    }),
    async () => service.allPromotions(app.ctx),
  );

  app.post(
    '/admin/promotions',
    guarded(onlyAdmin, {
      tags: ['promotions'],
      summary: 'Crea una promoción',
      body: promotionSchema,
      response: { 201: promotionResponse, ...adminErrors },
    }),
    async (request, reply) => {
      const actor = await guards.requireUser(request);
      return reply.status(201).send(await service.createPromotion(app.ctx, actor, request.body));
    },
  );

  app.put(
    '/admin/promotions/:id',
    guarded(onlyAdmin, {
      tags: ['promotions'],
      summary: 'Modifica una promoción',
      params: idParams(),
      body: promotionSchema,
      response: { 200: promotionResponse, ...adminErrors },
    }),
    async (request) =>
      service.updatePromotion(app.ctx, await guards.requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/promotions/:id',
    guarded(onlyAdmin, {
      tags: ['promotions'],
      summary: 'Elimina una promoción',
      params: idParams(),
      response: { 200: promotionResponse, ...adminErrors },
    }),
    async (request) => service.deletePromotion(app.ctx, await guards.requireUser(request), request.params.id),
  );

  app.get(
    '/selling-windows',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Los horarios de venta de productos y categorías',
        response: { 200: z.array(sellingWindowResponse) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.sellingWindows(app.ctx)),
  );

  app.put(
    '/admin/selling-windows',
    guarded(onlyAdmin, {
      tags: ['promotions'],
      summary: 'Reemplaza los horarios de venta de productos y categorías',
      body: sellingWindowsSchema,
      response: { 200: z.array(sellingWindowResponse), ...adminErrors },
    }),
    async (request) => service.replaceSellingWindows(app.ctx, await guards.requireUser(request), request.body),
  );
};

export default promotionsRoutes;
