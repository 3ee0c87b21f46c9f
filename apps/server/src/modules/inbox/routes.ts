import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes as table } from '@burgers/domain/routes/back-office';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { inbox, openMessage } from './service';

/** The contact inbox of /admin/mensajes: admins read what visitors wrote. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guards } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');

  defineRoute(
    app,
    table.messages,
    {
      access: onlyAdmin,
      docs: {
        tags: ['contact'],
        summary: 'Mensajes de contacto, los más nuevos primero, con la cantidad sin leer',
        response: { 400: errorResponse },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox(db, request.query.page)),
  );

  defineRoute(
    app,
    table.readMessage,
    {
      access: onlyAdmin,
      docs: {
        tags: ['contact'],
        summary: 'Marca un mensaje como leído (al abrirlo)',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => openMessage(db, request.params.id),
  );
};

export default inboxRoutes;
