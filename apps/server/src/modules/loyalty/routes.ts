import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import {
  loyaltySettingsResponse,
  loyaltySettingsSchema,
  pointsAdjustSchema,
  pointsResponse,
  rewardEditSchema,
  rewardResponse,
} from '@burgers/domain/schemas/loyalty';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import * as service from './service';

const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const onlyAdmin = access.role('admin');
  const staff = access.role('admin', 'employee');
  const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  app.get(
    '/rewards',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Las recompensas que se canjean con puntos',
        response: { 200: z.array(rewardResponse) },
      },
    },
    async () => service.listRewards(app.ctx.db),
  );

  app.get(
    '/admin/rewards',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'Todas las recompensas (también las pausadas)',
      response: { 200: z.array(rewardResponse) },
    }),
    async () => service.listRewards(app.ctx.db, true),
  );

  app.post(
    '/admin/rewards',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'Crea una recompensa',
      body: rewardEditSchema,
      response: { 201: rewardResponse, ...errors },
    }),
    async (request, reply) => {
      const user = await guards.requireUser(request);
      return reply.status(201).send(await service.createReward(app.ctx, user, request.body));
    },
  );

  app.put(
    '/admin/rewards/:id',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'Edita una recompensa',
      params: idParams(),
      body: rewardEditSchema,
      response: { 200: rewardResponse, ...errors },
    }),
    async (request) =>
      service.updateReward(app.ctx, await guards.requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/rewards/:id',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'Elimina una recompensa',
      params: idParams(),
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      await service.deleteReward(app.ctx, await guards.requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/loyalty',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'La configuración de los puntos',
      response: { 200: loyaltySettingsResponse },
    }),
    async () => service.loyaltySettings(app.ctx.db),
  );

  app.put(
    '/admin/loyalty',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'Cambia cuánto se gana, cuándo vencen y si los puntos están activos',
      body: loyaltySettingsSchema,
      response: { 200: loyaltySettingsResponse, 400: errorResponse },
    }),
    async (request) => service.saveLoyaltySettings(app.ctx, await guards.requireUser(request), request.body),
  );

  app.get(
    '/users/:id/points',
    guarded(access.self('id'), {
      tags: ['loyalty'],
      summary: 'Mis puntos: saldo, próximo vencimiento, recompensas e historial',
      params: idParams(),
      response: { 200: pointsResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.pointsOf(app.ctx, request.params.id)),
  );

  app.get(
    '/admin/users/:id/points',
    guarded(staff, {
      tags: ['loyalty'],
      summary: 'Los puntos de un cliente',
      params: idParams(),
      response: { 200: pointsResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request) => service.pointsOf(app.ctx, request.params.id),
  );

  app.post(
    '/admin/users/:id/points',
    guarded(onlyAdmin, {
      tags: ['loyalty'],
      summary: 'Suma o resta puntos a un cliente, con el motivo',
      params: idParams(),
      body: pointsAdjustSchema,
      response: { 200: pointsResponse, ...errors },
    }),
    async (request) =>
      service.adjustPoints(app.ctx, await guards.requireUser(request), request.params.id, request.body),
  );
};

export default loyaltyRoutes;
