import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoritesRoutes as table } from '@burgers/domain/routes/favorites';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import * as service from './service';

const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the owner reads or saves a list; settled before the body is read.
  const ownerOnly = routeAccess(app.ctx.guards).self('userId');

  defineRoute(
    app,
    table.get,
    {
      access: ownerOnly,
      docs: { tags: ['favorites'], summary: 'Favoritos del usuario', response: { 400: errorResponse } },
    },
    async (request) => ({ favoritesList: await service.getFavorites(app.ctx.db, request.params.userId) }),
  );

  defineRoute(
    app,
    table.save,
    {
      access: ownerOnly,
      docs: {
        tags: ['favorites'],
        summary: 'Guardar la lista completa de favoritos, en orden',
        response: { 400: errorResponse },
      },
    },
    async (request) => ({
      favoritesList: await service.saveFavorites(app.ctx.db, request.params.userId, request.body.favoritesList),
    }),
  );
};

export default favoritesRoutes;
