import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idFieldWith, wholeNumber } from '@burgers/domain/schemas/fields';
import { inboxMessageResponse, inboxPageResponse } from '@burgers/domain/schemas/inbox-response';
import { z } from 'zod';
import { messages } from '../../messages';
import { inbox, openMessage } from './service';
import { errorResponse } from '@burgers/domain/schemas/error-response';

const security = [{ authToken: [] }];

const pageQuery = z.object({ page: wholeNumber(messages.invalidInput, 1, 100_000).default(1) });
const idParams = z.object({ id: idFieldWith(messages.invalidInput) });

/** The contact inbox of /admin/mensajes: admins read what visitors wrote. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guards } = app.ctx;
  const onlyAdmin = guards.requireRole('admin');

  app.get(
    '/admin/messages',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Mensajes de contacto, los más nuevos primero, con la cantidad sin leer',
        security,
        querystring: pageQuery,
        response: {
          200: inboxPageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox(db, request.query.page)),
  );

  app.put(
    '/admin/messages/:id/read',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Marca un mensaje como leído (al abrirlo)',
        security,
        params: idParams,
        response: {
          200: inboxMessageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => openMessage(db, request.params.id),
  );
};

export default inboxRoutes;
