import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverySettingsSchema, savedAddressSchema, zonesBodySchema } from '@burgers/domain/schemas/delivery';
import {
  deliverySettingsResponseSchema,
  savedAddressResponse,
  zonesResponseSchema,
} from '@burgers/domain/schemas/delivery-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { idFieldWith } from '@burgers/domain/schemas/fields';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import { messages } from '#messages';
import { listAddresses, removeAddress, saveAddress } from './addresses';
import * as service from './service';

const userParams = idParams(messages.invalidUserId);
const addressParams = userParams.extend({ addressId: idFieldWith(messages.invalidInput) });

/** Delivery zones (public read, admin write), delivery settings, and customers' saved addresses. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const adminOnly = access.role('admin');
  const self = access.self('id');

  app.get(
    '/delivery/zones',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Zonas de envío activas (GeoJSON) con su costo, pedido mínimo y minutos extra',
        response: { 200: zonesResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.zonesView(app.ctx)),
  );

  app.get(
    '/admin/delivery/zones',
    guarded(adminOnly, {
      tags: ['delivery'],
      summary: 'Todas las zonas de envío, activas o no',
      response: { 200: zonesResponseSchema },
    }),
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.zonesView(app.ctx, true)),
  );

  app.put(
    '/admin/delivery/zones',
    guarded(adminOnly, {
      tags: ['delivery'],
      summary: 'Reemplaza las zonas de envío (FeatureCollection de polígonos)',
      body: zonesBodySchema,
      response: { 200: zonesResponseSchema, 400: errorResponse },
    }),
    async (request) => service.replaceZones(app.ctx, await guards.requireUser(request), request.body),
  );

  app.get(
    '/admin/delivery/settings',
    guarded(adminOnly, {
      tags: ['delivery'],
      summary: 'Envíos activos, su horario y su capacidad por turno',
      response: { 200: deliverySettingsResponseSchema },
    }),
    async () => service.settingsView(app.ctx),
  );

  app.put(
    '/admin/delivery/settings',
    guarded(adminOnly, {
      tags: ['delivery'],
      summary: 'Activa o desactiva los envíos, su horario (vacío: el del local) y su capacidad por turno',
      body: deliverySettingsSchema,
      response: { 200: deliverySettingsResponseSchema, 400: errorResponse },
    }),
    async (request) => service.updateSettings(app.ctx, await guards.requireUser(request), request.body),
  );

  app.get(
    '/users/:id/addresses',
    guarded(self, {
      tags: ['delivery'],
      summary: 'Las direcciones guardadas del usuario',
      params: userParams,
      response: { 200: z.array(savedAddressResponse), 400: errorResponse },
    }),
    async (request) => listAddresses(app.ctx, request.params.id),
  );

  app.post(
    '/users/:id/addresses',
    guarded(self, {
      tags: ['delivery'],
      summary: 'Guarda una dirección de entrega',
      params: userParams,
      body: savedAddressSchema,
      response: { 201: savedAddressResponse, 400: errorResponse, 409: errorResponse },
    }),
    async (request, reply) => reply.status(201).send(await saveAddress(app.ctx, request.params.id, request.body)),
  );

  app.delete(
    '/users/:id/addresses/:addressId',
    guarded(self, {
      tags: ['delivery'],
      summary: 'Borra una dirección guardada',
      params: addressParams,
      response: { 204: z.null(), 400: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      await removeAddress(app.ctx, request.params.id, request.params.addressId);
      return reply.status(204).send(null);
    },
  );
};

export default deliveryRoutes;
