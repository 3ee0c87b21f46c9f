import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { busyModeSchema } from '@burgers/domain/schemas/pickup';
import { storeSettingsBodySchema } from '@burgers/domain/schemas/staff-order';
import { storeHoursSchema } from '@burgers/domain/schemas/store-hours';
import { storeResponse } from '@burgers/domain/schemas/store-response';
import { guarded, routeAccess } from '#http/route-access';
import { forbidden, unauthorized } from '#lib/errors';
import { messages } from '#messages';
import { createStoreEventsHub } from './events';
import * as service from './service';
import { isStaffRole, publicStoreStream, storeStream } from './stream';
import { audited } from '../activity/audit';
import { setCashSettings } from '../counter/web-cash';

const pausedBody = z.object({ paused: z.boolean({ error: messages.invalidInput }) });

/** Opening hours and the pause of online orders. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const adminOnly = access.role('admin');
  const staffOnly = access.role('employee', 'admin');
  const hub = createStoreEventsHub(app.ctx.database, app.log);
  // The app's preClose has already ended the open streams (told them to reconnect elsewhere).
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/store',
    {
      schema: {
        tags: ['store'],
        summary: 'Horarios del local, si está abierto y si toma pedidos online',
        response: { 200: storeResponse },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.storeView(app.ctx)),
  );

  app.put(
    '/store/hours',
    guarded(adminOnly, {
      tags: ['store'],
      summary: 'Reemplaza los horarios de la semana (0 = domingo), en hora de Buenos Aires',
      body: storeHoursSchema,
      response: { 200: storeResponse, 400: errorResponse },
    }),
    async (request) => {
      const before = await service.storeView(app.ctx);
      return audited(
        app.ctx,
        request,
        {
          action: 'store.hours',
          target: 'horarios',
          before: { hours: before.hours },
          after: (view) => ({ hours: view.hours }),
        },
        () => service.setHours(app.ctx, request.body.hours),
      );
    },
  );

  app.put(
    '/store/paused',
    guarded(staffOnly, {
      tags: ['store'],
      summary: 'Pausa o reanuda los pedidos online',
      body: pausedBody,
      response: { 200: storeResponse, 400: errorResponse },
    }),
    async (request) => {
      const before = await service.storeView(app.ctx);
      return audited(
        app.ctx,
        request,
        {
          action: 'store.pause',
          target: 'pedidos online',
          before: { paused: before.paused },
          after: (view) => ({ paused: view.paused }),
        },
        () => service.setPaused(app.ctx, request.body.paused),
      );
    },
  );

  app.put(
    '/store/settings',
    guarded(adminOnly, {
      tags: ['store'],
      summary: 'Minutos de preparación, pedidos por turno de 15 minutos y días para programar',
      body: storeSettingsBodySchema,
      response: { 200: storeResponse, 400: errorResponse },
    }),
    async (request) => {
      const body = request.body;
      if ('cashOnPickup' in body) {
        return audited(
          app.ctx,
          request,
          { action: 'store.settings', target: 'efectivo al retirar', after: () => body },
          () => setCashSettings(app.ctx, body),
        );
      }
      const facts = (view: service.StoreView) => ({
        prepMinutes: view.prepMinutes,
        slotCapacity: view.slotCapacity,
        deliverySlotCapacity: view.deliverySlotCapacity,
        scheduleDaysAhead: view.scheduleDaysAhead,
      });
      const before = await service.storeView(app.ctx);
      return audited(
        app.ctx,
        request,
        { action: 'store.settings', target: 'retiros', before: facts(before), after: facts, diff: true },
        () => service.setPickupSettings(app.ctx, body),
      );
    },
  );

  app.put(
    '/store/busy',
    guarded(staffOnly, {
      tags: ['store'],
      summary: 'Modo demora de la cocina: minutos extra (0, 10, 20 o 30) antes del primer turno',
      body: busyModeSchema,
      response: { 200: storeResponse, 400: errorResponse },
    }),
    async (request) => {
      const before = await service.storeView(app.ctx);
      return audited(
        app.ctx,
        request,
        {
          action: 'store.busy',
          target: 'cocina',
          before: { busyMinutes: before.busyMinutes },
          after: (view) => ({ busyMinutes: view.busyMinutes }),
        },
        () => service.setBusyMinutes(app.ctx, request.body.minutes),
      );
    },
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
