import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFieldWith, shopImgUriField } from '@burgers/domain/schemas/fields';
import { assertShopImage } from '../../lib/shop-images';
import { personalDataSchema } from '@burgers/domain/schemas/account';
import { messages } from '../../messages';
import { adminUserSchema, publicUserSchema, roleSchema, userIdParams } from './schemas';
import * as service from './service';
import { audited } from '../activity/audit';

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { adminUsersResponse } from '@burgers/domain/schemas/user-response';

const listQuery = z.object({
  // The web sends `rol=` with no value for "every role".
  rol: z.preprocess((value) => (value === '' ? undefined : value), roleSchema.optional()),
  active: z.enum(['true', 'false'], { error: messages.invalidActiveFilter }).optional(),
});

const roleBody = z.object({ id: idFieldWith(messages.invalidUserId), role: roleSchema });

/** Names are checked with the domain's personal-data rules when given; the avatar alone is allowed too. */
const profileBody = personalDataSchema.partial().extend({ imgUri: shopImgUriField });

const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const security = [{ authToken: [] }];

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const adminOnly = guards.requireRole('admin');

  // SPEC lets the web add a sub-path to the list call; the same list answers it.
  for (const url of ['/users/admin', '/users/admin/*']) {
    app.get(
      url,
      {
        schema: {
          tags: ['users'],
          summary: 'Lista de usuarios (admin)',
          hide: url.endsWith('*'),
          security,
          querystring: listQuery,
          response: { 200: adminUsersResponse, ...adminErrors },
        },
        onRequest: adminOnly,
      },
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
      {
        schema: {
          tags: ['users'],
          summary: 'Cambiar el rol de un usuario (admin)',
          hide: url === '/users',
          security,
          body: roleBody,
          response: { 200: adminUserSchema, ...adminErrors, 404: errorResponse, 409: errorResponse },
        },
        onRequest: adminOnly,
      },
      async (request) => {
        const actor = await guards.requireUser(request);
        const before = await service.adminUser(app.ctx.db, request.body.id);
        return audited(
          app.ctx,
          request,
          {
            action: 'user.role',
            target: fullName,
            before: before && { role: before.role },
            after: (user) => ({ role: user.role }),
          },
          () => service.changeRole(app.ctx.db, actor, request.body.id, request.body.role),
        );
      },
    );
  }

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Desactivar un usuario (admin; nunca a un admin)',
        security,
        params: userIdParams,
        response: { 200: adminUserSchema, ...adminErrors, 404: errorResponse, 409: errorResponse },
      },
      onRequest: adminOnly,
    },
    async (request) =>
      audited(
        app.ctx,
        request,
        { action: 'user.deactivate', target: fullName, before: { active: true }, after: () => ({ active: false }) },
        () => service.deactivate(app.ctx.db, request.params.id),
      ),
  );

  app.post(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Reactivar un usuario (admin; nunca a un admin)',
        security,
        params: userIdParams,
        response: { 200: adminUserSchema, ...adminErrors, 404: errorResponse, 409: errorResponse },
      },
      onRequest: adminOnly,
    },
    async (request) =>
      audited(
        app.ctx,
        request,
        { action: 'user.reactivate', target: fullName, before: { active: false }, after: () => ({ active: true }) },
        () => service.reactivate(app.ctx.db, request.params.id),
      ),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Datos personales {firstName, lastName} o avatar {imgUri} del propio usuario',
        security,
        params: userIdParams,
        body: profileBody,
        response: { 200: publicUserSchema, ...adminErrors, 404: errorResponse },
      },
      // Ownership is settled before the body is read: another user's account is a 403 whatever they send.
      onRequest: async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        await guards.requireSelf(request, Number(id));
      },
    },
    async (request) => {
      assertShopImage(request.body.imgUri, app.ctx.config.publicUrl);
      return service.updateProfile(app.ctx.db, request.params.id, request.body);
    },
  );
};

export default usersRoutes;
