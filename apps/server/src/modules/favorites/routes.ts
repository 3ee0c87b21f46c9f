import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFieldWith, idList } from '@burgers/domain/schemas/fields';
import { messages } from '../../messages';
import * as service from './service';
import { errorResponse } from '@burgers/domain/schemas/error-response';

const params = z.object({ userId: idFieldWith(messages.invalidUserId) });

const favoritesBody = z.object({
  favoritesList: idList(messages.favoritesInvalid),
});

const favoritesResponse = z.object({ favoritesList: z.array(z.number().int()) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const security = [{ authToken: [] }];

const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  // Only the owner reads or saves a list; settled before the body is read.
  const ownerOnly = async (request: FastifyRequest) => {
    const { userId } = request.params as { userId: string };
    await guards.requireSelf(request, Number(userId));
  };

  app.get(
    '/users/favorites/:userId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Favoritos del usuario',
        security,
        params,
        response: { 200: favoritesResponse, ...errors },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({ favoritesList: await service.getFavorites(app.ctx.db, request.params.userId) }),
  );

  app.put(
    '/users/favorites/:userId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Guardar la lista completa de favoritos, en orden',
        security,
        params,
        body: favoritesBody,
        response: { 200: favoritesResponse, ...errors },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({
      favoritesList: await service.saveFavorites(app.ctx.db, request.params.userId, request.body.favoritesList),
    }),
  );
};

export default favoritesRoutes;
