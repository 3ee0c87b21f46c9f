import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { favoritesResponse } from '@burgers/domain/schemas/favorites-response';
import { idFieldWith, idList } from '@burgers/domain/schemas/fields';
import { guarded, routeAccess } from '#http/route-access';
import { messages } from '#messages';
import * as service from './service';

const params = z.object({ userId: idFieldWith(messages.invalidUserId) });

const favoritesBody = z.object({
  favoritesList: idList(messages.favoritesInvalid),
});

const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the owner reads or saves a list; settled before the body is read.
  const ownerOnly = routeAccess(app.ctx.guards).self('userId');

  app.get(
    '/users/favorites/:userId',
    guarded(ownerOnly, {
      tags: ['favorites'],
      summary: 'Favoritos del usuario',
      params,
      response: { 200: favoritesResponse, 400: errorResponse },
    }),
    async (request) => ({ favoritesList: await service.getFavorites(app.ctx.db, request.params.userId) }),
  );

  app.put(
    '/users/favorites/:userId',
    guarded(ownerOnly, {
      tags: ['favorites'],
      summary: 'Guardar la lista completa de favoritos, en orden',
      params,
      body: favoritesBody,
      response: { 200: favoritesResponse, 400: errorResponse },
    }),
    async (request) => ({
      favoritesList: await service.saveFavorites(app.ctx.db, request.params.userId, request.body.favoritesList),
    }),
  );
};

export default favoritesRoutes;
