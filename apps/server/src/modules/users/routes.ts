import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '@burgers/domain/schemas/account';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { adminUserResponse, adminUsersResponse, userResponse } from '@burgers/domain/schemas/user-response';
import { roleChangeSchema, usersListQuerySchema } from '@burgers/domain/schemas/users';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import { assertShopImage } from '#lib/shop-images';
import { messages } from '#messages';
import * as service from './service';

const userIdParams = idParams(messages.invalidUserId);

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

  app.delete(
    '/users/:id',
    guarded(adminOnly, {
      tags: ['users'],
      summary: 'Desactivar un usuario (admin; nunca a un admin)',
      params: userIdParams,
      response: { 200: adminUserResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => service.deactivate(app.ctx, await guards.requireUser(request), request.params.id),
  );

  app.post(
    '/users/:id',
    guarded(adminOnly, {
      tags: ['users'],
      summary: 'Reactivar un usuario (admin; nunca a un admin)',
      params: userIdParams,
      response: { 200: adminUserResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => service.reactivate(app.ctx, await guards.requireUser(request), request.params.id),
  );

  app.put(
    '/users/:id',
    guarded(selfOnly, {
      tags: ['users'],
      summary: 'Datos personales {firstName, lastName} o avatar {imgUri} del propio usuario',
      params: userIdParams,
      body: profileUpdateSchema,
      response: { 200: userResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      assertShopImage(request.body.imgUri, app.ctx.config.publicUrl);
      return service.updateProfile(app.ctx.db, request.params.id, request.body);
    },
  );
};

export default usersRoutes;
