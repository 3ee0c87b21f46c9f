import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../messages';
import { inbox, openMessage } from './inbox-service';

const errorSchema = z.object({ error: z.string() });
const security = [{ authToken: [] }];

const inboxMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  telephone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

const pageQuery = z.object({
  page: z.coerce.number({ error: messages.invalidInput }).int({ error: messages.invalidInput }).min(1, { error: messages.invalidInput }).max(100_000, { error: messages.invalidInput }).default(1),
});
const idParams = z.object({
  id: z.coerce.number({ error: messages.invalidInput }).int({ error: messages.invalidInput }).positive({ error: messages.invalidInput }).max(2_147_483_647, { error: messages.invalidInput }),
});

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
          200: z.object({
            messages: z.array(inboxMessage),
            total: z.number().int(),
            unread: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
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
        response: { 200: inboxMessage, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => openMessage(db, request.params.id),
  );
};

export default inboxRoutes;
