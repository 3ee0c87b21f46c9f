import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushRoutes as table } from '@burgers/domain/routes/push';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { tokenFrom } from '#http/auth';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { unauthorized } from '#lib/errors';
import { messages } from '#messages';
import * as service from './service';

const tags = ['push'];

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const loggedIn = routeAccess(guards).user();

  defineRoute(
    app,
    table.key,
    {
      docs: {
        tags,
        summary: 'La clave pública VAPID con la que el navegador se suscribe a los avisos',
        response: { 404: errorResponse },
      },
    },
    async () => service.publicKey(app.ctx),
  );

  defineRoute(
    app,
    table.subscribe,
    {
      access: loggedIn,
      docs: {
        tags,
        summary:
          'Suscribe este navegador: a su pedido (topic order) o a los pedidos nuevos de la cocina (topic kitchen, personal)',
        // 403: another customer's order, or the kitchen's notices for a customer.
        response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const token = tokenFrom(request);
      if (!token) throw unauthorized(messages.unauthenticated);
      return reply.status(201).send(await service.subscribe(app.ctx, user, token, request.body));
    },
  );

  defineRoute(
    app,
    table.unsubscribe,
    {
      access: loggedIn,
      docs: {
        tags,
        summary: 'Deja de enviar avisos a este navegador (todos, o los de un tema)',
        response: { 400: errorResponse },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(app.ctx, await guards.requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};

export default pushRoutes;
