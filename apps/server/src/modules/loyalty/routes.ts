import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyRoutes as table } from '@burgers/domain/routes/loyalty';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import * as service from './service';

const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const onlyAdmin = access.role('admin');
  const staff = access.role('admin', 'employee');
  const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  defineRoute(
    app,
    table.rewards,
    { docs: { tags: ['loyalty'], summary: 'Las recompensas que se canjean con puntos' } },
    async () => service.listRewards(app.ctx.db),
  );

  defineRoute(
    app,
    table.adminRewards,
    { access: onlyAdmin, docs: { tags: ['loyalty'], summary: 'Todas las recompensas (también las pausadas)' } },
    async () => service.listRewards(app.ctx.db, true),
  );

  defineRoute(
    app,
    table.createReward,
    { access: onlyAdmin, docs: { tags: ['loyalty'], summary: 'Crea una recompensa', response: errors } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      return reply.status(201).send(await service.createReward(app.ctx, user, request.body));
    },
  );

  defineRoute(
    app,
    table.updateReward,
    { access: onlyAdmin, docs: { tags: ['loyalty'], summary: 'Edita una recompensa', response: errors } },
    async (request) =>
      service.updateReward(app.ctx, await guards.requireUser(request), request.params.id, request.body),
  );

  defineRoute(
    app,
    table.deleteReward,
    { access: onlyAdmin, docs: { tags: ['loyalty'], summary: 'Elimina una recompensa', response: errors } },
    async (request, reply) => {
      await service.deleteReward(app.ctx, await guards.requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    table.settings,
    { access: onlyAdmin, docs: { tags: ['loyalty'], summary: 'La configuración de los puntos' } },
    async () => service.loyaltySettings(app.ctx.db),
  );

  defineRoute(
    app,
    table.saveSettings,
    {
      access: onlyAdmin,
      docs: {
        tags: ['loyalty'],
        summary: 'Cambia cuánto se gana, cuándo vencen y si los puntos están activos',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.saveLoyaltySettings(app.ctx, await guards.requireUser(request), request.body),
  );

  defineRoute(
    app,
    table.points,
    {
      access: access.self('id'),
      docs: {
        tags: ['loyalty'],
        summary: 'Mis puntos: saldo, próximo vencimiento, recompensas e historial',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.pointsOf(app.ctx, request.params.id)),
  );

  defineRoute(
    app,
    table.adminPoints,
    {
      access: staff,
      docs: {
        tags: ['loyalty'],
        summary: 'Los puntos de un cliente',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.pointsOf(app.ctx, request.params.id),
  );

  defineRoute(
    app,
    table.adjustPoints,
    {
      access: onlyAdmin,
      docs: { tags: ['loyalty'], summary: 'Suma o resta puntos a un cliente, con el motivo', response: errors },
    },
    async (request) =>
      service.adjustPoints(app.ctx, await guards.requireUser(request), request.params.id, request.body),
  );
};

export default loyaltyRoutes;
