import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersRoutes as table } from '@burgers/domain/routes/users';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { adminUserResponse, adminUsersResponse } from '@burgers/domain/schemas/user-response';
import { roleChangeSchema, usersListQuerySchema } from '@burgers/domain/schemas/users';
import { defineRoute } from '#http/route';
import { guarded, routeAccess } from '#http/route-access';
import { assertShopImage } from '#lib/shop-images';
import * as service from './service';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const adminOnly = access.role('admin');
  // Ownership is settled before the body is read: another user's account is a 403 whatever they send.
  const selfOnly = access.self('id');

  // SPEC lets the web add a sub-path to the list call; the same list answers it.
  for (const url of ['/users/admin', '/users/admin/*']) {
    app.get(
      url,
      guarded(adminOnly, {
        tags: ['users'],
        summary: 'Lista de usuarios (admin)',
        hide: url.endsWith('*'),
        querystring: usersListQuerySchema,
        response: { 200: adminUsersResponse, 400: errorResponse },
      }),
      async (request) => {
        const { rol, active } = request.query;
        return service.listUsers(app.ctx.db, {
          role: rol,
          active: active === undefined ? undefined : active === 'true',
        });
      },
    );
  }

  for (const url of ['/users/', '/users']) {
    app.put(
      url,
      guarded(adminOnly, {
        tags: ['users'],
        summary: 'Cambiar el rol de un usuario (admin)',
        hide: url === '/users',
        body: roleChangeSchema,
        response: { 200: adminUserResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      }),
      async (request) =>
        service.changeRole(app.ctx, await guards.requireUser(request), request.body.id, request.body.role),
    );
  }

  defineRoute(
    app,
    table.deactivate,
    {
      access: adminOnly,
      docs: {
        tags: ['users'],
        summary: 'Desactivar un usuario (admin; nunca a un admin)',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.deactivate(app.ctx, await guards.requireUser(request), request.params.id),
  );

  defineRoute(
    app,
    table.reactivate,
    {
      access: adminOnly,
      docs: {
        tags: ['users'],
        summary: 'Reactivar un usuario (admin; nunca a un admin)',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.reactivate(app.ctx, await guards.requireUser(request), request.params.id),
  );

  defineRoute(
    app,
    table.updateProfile,
    {
      access: selfOnly,
      docs: {
        tags: ['users'],
        summary: 'Datos personales {firstName, lastName} o avatar {imgUri} del propio usuario',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      assertShopImage(request.body.imgUri, app.ctx.config.publicUrl);
      return service.updateProfile(app.ctx.db, request.params.id, request.body);
    },
  );
};

export default usersRoutes;
