import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterRoutes as table } from '@burgers/domain/routes/newsletter';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { messages } from '#messages';
import { UNSUBSCRIBE_STYLES_PATH, unsubscribePage, unsubscribeStyles } from './pages';
import { audience, sendNewsletter, subscribe, unsubscribe } from './service';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the body is read: whoever may not send learns nothing about the body's rules.
  const adminOnly = routeAccess(app.ctx.guards).role('admin');

  defineRoute(
    app,
    table.subscribe,
    {
      docs: {
        tags: ['newsletter'],
        summary: 'Suscribe un email a las novedades',
        response: { 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const subscriber = await subscribe(app.ctx, request.body.email, request.ip);
      return reply.status(201).send({ email: subscriber.email });
    },
  );

  defineRoute(
    app,
    table.send,
    {
      access: adminOnly,
      docs: {
        tags: ['newsletter'],
        summary: 'Envía las novedades a cada suscriptor, cada correo con su enlace para desuscribirse',
        response: { 400: errorResponse, 502: errorResponse },
      },
    },
    async (request) => ({
      sent: await sendNewsletter(app.ctx, await app.ctx.guards.requireUser(request), request.body, request.log),
    }),
  );

  defineRoute(
    app,
    table.audience,
    {
      access: adminOnly,
      docs: { tags: ['newsletter'], summary: 'Cuántos suscriptores recibirán el próximo envío y los últimos envíos' },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await audience(app.ctx)),
  );

  // The unsubscribe page's style, as a file: the CSP allows no inline style.
  app.get(UNSUBSCRIBE_STYLES_PATH.replace(/^\/api/, ''), { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(unsubscribeStyles),
  );

  app.get(
    '/newsletter/unsubscribe/:token',
    {
      // Link checkers send HEAD requests; only a real visit may unsubscribe.
      exposeHeadRoute: false,
      schema: {
        tags: ['newsletter'],
        summary: 'Desuscribe al dueño del enlace enviado en cada correo; responde una página HTML',
        params: z.object({ token: z.string() }),
        produces: ['text/html'],
        response: {
          200: { description: 'Página: te desuscribiste', content: { 'text/html': { schema: z.string() } } },
          404: { description: 'Página: enlace inválido', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const removed = await unsubscribe(app.ctx, request.params.token);
      const shopUrl = `${app.ctx.config.publicUrl}/`;
      const page = removed
        ? unsubscribePage({ title: messages.unsubscribedTitle, text: messages.unsubscribedText, shopUrl })
        : unsubscribePage({ title: messages.unsubscribeUnknownTitle, text: messages.unsubscribeUnknownText, shopUrl });
      return reply
        .status(removed ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
};

export default newsletterRoutes;
