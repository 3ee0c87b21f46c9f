import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionsRoutes as table } from '@burgers/domain/routes/promotions';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import * as service from './service';

/** Promotions and selling windows (docs/product/promotions.md): anyone reads them, the admin edits. */
const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');
  const adminErrors = { 400: errorResponse, 404: errorResponse };

  defineRoute(
    app,
    table.list,
    { docs: { tags: ['promotions'], summary: 'Las promociones activas (las que no terminaron)' } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.publicPromotions(app.ctx, app.ctx.now())),
  );

  defineRoute(
    app,
    table.adminList,
    {
      access: onlyAdmin,
      docs: { tags: ['promotions'], summary: 'Todas las promociones, también las apagadas y las terminadas' },
    },
    async () => service.allPromotions(app.ctx),
  );

  defineRoute(
    app,
    table.create,
    { access: onlyAdmin, docs: { tags: ['promotions'], summary: 'Crea una promoción', response: adminErrors } },
    async (request, reply) => {
      const actor = await guards.requireUser(request);
      return reply.status(201).send(await service.createPromotion(app.ctx, actor, request.body));
    },
  );

  defineRoute(
    app,
    table.update,
    {
      access: onlyAdmin,
      docs: { tags: ['promotions'], summary: 'Modifica una promoción', response: adminErrors },
    },
    async (request) =>
      service.updatePromotion(app.ctx, await guards.requireUser(request), request.params.id, request.body),
  );

  defineRoute(
    app,
    table.remove,
    {
      access: onlyAdmin,
      docs: { tags: ['promotions'], summary: 'Elimina una promoción', response: adminErrors },
    },
    async (request) => service.deletePromotion(app.ctx, await guards.requireUser(request), request.params.id),
  );

  defineRoute(
    app,
    table.sellingWindows,
    { docs: { tags: ['promotions'], summary: 'Los horarios de venta de productos y categorías' } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.sellingWindows(app.ctx)),
  );

  defineRoute(
    app,
    table.saveSellingWindows,
    {
      access: onlyAdmin,
      docs: {
        tags: ['promotions'],
        summary: 'Reemplaza los horarios de venta de productos y categorías',
        response: adminErrors,
      },
    },
    async (request) => service.replaceSellingWindows(app.ctx, await guards.requireUser(request), request.body),
  );
};

export default promotionsRoutes;
