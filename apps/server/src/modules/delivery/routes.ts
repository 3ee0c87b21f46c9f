import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryRoutes as table } from '@burgers/domain/routes/delivery';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { listAddresses, removeAddress, saveAddress } from './addresses';
import * as service from './service';

/** Delivery zones (public read, admin write), delivery settings, and customers' saved addresses. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const adminOnly = access.role('admin');
  const self = access.self('id');

  defineRoute(
    app,
    table.zones,
    {
      docs: {
        tags: ['delivery'],
        summary: 'Zonas de envío activas (GeoJSON) con su costo, pedido mínimo y minutos extra',
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.zonesView(app.ctx)),
  );

  defineRoute(
    app,
    table.adminZones,
    { access: adminOnly, docs: { tags: ['delivery'], summary: 'Todas las zonas de envío, activas o no' } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.zonesView(app.ctx, true)),
  );

  defineRoute(
    app,
    table.saveZones,
    {
      access: adminOnly,
      docs: {
        tags: ['delivery'],
        summary: 'Reemplaza las zonas de envío (FeatureCollection de polígonos)',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.replaceZones(app.ctx, await guards.requireUser(request), request.body),
  );

  defineRoute(
    app,
    table.settings,
    { access: adminOnly, docs: { tags: ['delivery'], summary: 'Envíos activos, su horario y su capacidad por turno' } },
    async () => service.settingsView(app.ctx),
  );

  defineRoute(
    app,
    table.saveSettings,
    {
      access: adminOnly,
      docs: {
        tags: ['delivery'],
        summary: 'Activa o desactiva los envíos, su horario (vacío: el del local) y su capacidad por turno',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.updateSettings(app.ctx, await guards.requireUser(request), request.body),
  );

  defineRoute(
    app,
    table.addresses,
    {
      access: self,
      docs: { tags: ['delivery'], summary: 'Las direcciones guardadas del usuario', response: { 400: errorResponse } },
    },
    async (request) => listAddresses(app.ctx, request.params.id),
  );

  defineRoute(
    app,
    table.saveAddress,
    {
      access: self,
      docs: {
        tags: ['delivery'],
        summary: 'Guarda una dirección de entrega',
        response: { 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await saveAddress(app.ctx, request.params.id, request.body)),
  );

  defineRoute(
    app,
    table.removeAddress,
    {
      access: self,
      docs: {
        tags: ['delivery'],
        summary: 'Borra una dirección guardada',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await removeAddress(app.ctx, request.params.id, request.params.addressId);
      return reply.status(204).send(null);
    },
  );
};

export default deliveryRoutes;
