import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeRoutes as table } from '@burgers/domain/routes/store';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { forbidden, unauthorized } from '#lib/errors';
import { messages } from '#messages';
import { createStoreEventsHub } from './events';
import * as service from './service';
import { isStaffRole, publicStoreStream, storeStream } from './stream';
import { setCashSettings } from '../counter/web-cash';

/** Opening hours and the pause of online orders. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const adminOnly = access.role('admin');
  const staffOnly = access.role('employee', 'admin');
  const hub = createStoreEventsHub(app.ctx.database, app.log);
  // The app's preClose has already ended the open streams (told them to reconnect elsewhere).
  app.addHook('preClose', async () => hub.close());

  defineRoute(
    app,
    table.status,
    { docs: { tags: ['store'], summary: 'Horarios del local, si está abierto y si toma pedidos online' } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.storeView(app.ctx)),
  );

  defineRoute(
    app,
    table.hours,
    {
      access: adminOnly,
      docs: {
        tags: ['store'],
        summary: 'Reemplaza los horarios de la semana (0 = domingo), en hora de Buenos Aires',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.setHours(app.ctx, await guards.requireUser(request), request.body.hours),
  );

  defineRoute(
    app,
    table.paused,
    {
      access: staffOnly,
      docs: { tags: ['store'], summary: 'Pausa o reanuda los pedidos online', response: { 400: errorResponse } },
    },
    async (request) => service.setPaused(app.ctx, await guards.requireUser(request), request.body.paused),
  );

  defineRoute(
    app,
    table.settings,
    {
      access: adminOnly,
      docs: {
        tags: ['store'],
        summary: 'Minutos de preparación, pedidos por turno de 15 minutos y días para programar',
        response: { 400: errorResponse },
      },
    },
    async (request) => {
      const { body } = request;
      const actor = await guards.requireUser(request);
      if ('cashOnPickup' in body) return setCashSettings(app.ctx, actor, body);
      return service.setPickupSettings(app.ctx, actor, body);
    },
  );

  defineRoute(
    app,
    table.busy,
    {
      access: staffOnly,
      docs: {
        tags: ['store'],
        summary: 'Modo demora de la cocina: minutos extra (0, 10, 20 o 30) antes del primer turno',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.setBusyMinutes(app.ctx, await guards.requireUser(request), request.body.minutes),
  );

  app.get(
    '/store/public-events',
    {
      schema: {
        tags: ['store'],
        summary: 'Cambios del local en vivo para el carrito (text/event-stream): sólo dicen "volvé a leer /store"',
      },
    },
    async (request, reply) => app.ctx.streams.serve(request, reply, publicStoreStream(hub)),
  );

  // EventSource cannot send headers, so the token may also travel in the query string.
  app.get(
    '/store/events',
    {
      schema: {
        tags: ['store'],
        summary: 'Cambios del local en vivo (text/event-stream), sólo personal',
        querystring: z.object({ token: z.string().optional() }),
        response: { 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const header = request.headers['auth-token'];
      const token = request.query.token || (typeof header === 'string' ? header : undefined);
      if (!token) throw unauthorized(messages.unauthenticated);
      const user = await guards.loadUser(token);
      if (!isStaffRole(user.role)) throw forbidden(messages.forbidden);
      await app.ctx.streams.serve(request, reply, storeStream(hub), {
        user,
        token,
        allows: (current) => isStaffRole(current.role),
      });
    },
  );
};

export default storeRoutes;
