import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { wholeNumber } from '@burgers/domain/schemas/fields';
import { inboxMessageResponse, inboxPageResponse } from '@burgers/domain/schemas/inbox-response';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import { messages } from '#messages';
import { inbox, openMessage } from './service';

const pageQuery = z.object({ page: wholeNumber(messages.invalidInput, 1, 100_000).default(1) });

/** The contact inbox of /admin/mensajes: admins read what visitors wrote. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guards } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');

  app.get(
    '/admin/messages',
    guarded(onlyAdmin, {
      tags: ['contact'],
      summary: 'Mensajes de contacto, los más nuevos primero, con la cantidad sin leer',
      querystring: pageQuery,
      response: { 200: inboxPageResponse, 400: errorResponse },
    }),
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox(db, request.query.page)),
  );

  app.put(
    '/admin/messages/:id/read',
    guarded(onlyAdmin, {
      tags: ['contact'],
      summary: 'Marca un mensaje como leído (al abrirlo)',
      params: idParams(messages.invalidInput),
      response: { 200: inboxMessageResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request) => openMessage(db, request.params.id),
  );
};

export default inboxRoutes;
