import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes as table } from '@burgers/domain/routes/auth';
import { activationPasswordNeededResponse } from '@burgers/domain/schemas/auth-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { tokenFrom } from '#http/auth';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { errorBody } from '#lib/error-codes';
import { messages } from '#messages';
import * as service from './service';

const tags = ['auth'];

/* Social sign-in (OpenID Connect) lives in ../oidc; a profile posted by the browser never signs in. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = routeAccess(app.ctx.guards).user();

  defineRoute(
    app,
    table.register,
    {
      docs: {
        tags,
        summary: 'Crear una cuenta de cliente, inactiva hasta abrir el enlace enviado por correo',
        response: { 400: errorResponse, 409: errorResponse, 429: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await service.register(app.ctx, request.body, request.ip, request.log);
      return reply.status(201).send(user);
    },
  );

  defineRoute(
    app,
    table.activate,
    {
      docs: {
        tags,
        summary:
          'Activar la cuenta: 1 activada, 0 ya estaba activa. Si el email se registró más de una vez, pide la contraseña elegida al registrarse (409 needsPassword)',
        response: {
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: activationPasswordNeededResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const outcome = await service.activate(app.ctx, request.params.token, request.body?.password, request.ip);
      if ('needsPassword' in outcome) {
        return reply.status(409).send({ ...errorBody(409, messages.activationPasswordNeeded), needsPassword: true });
      }
      return outcome;
    },
  );

  defineRoute(
    app,
    table.resendActivation,
    {
      docs: {
        tags,
        summary: 'Enviar otro enlace de activación a una cuenta registrada y no activada (misma respuesta exista o no)',
        response: { 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await service.resendActivation(app.ctx, request.body.email, request.ip);
      return { message: messages.activationMailResent };
    },
  );

  defineRoute(
    app,
    table.login,
    {
      docs: {
        tags,
        summary: 'Iniciar sesión con email y contraseña',
        response: { 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => service.login(app.ctx, request.body, request.ip),
  );

  defineRoute(
    app,
    table.passwordRecovery,
    {
      docs: {
        tags,
        summary: 'Enviar un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)',
        response: { 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await service.requestPasswordReset(app.ctx, request.body.email, request.ip);
      return { message: messages.recoveryMailSent };
    },
  );

  defineRoute(
    app,
    table.resetPassword,
    {
      docs: {
        tags,
        summary: 'Elegir una contraseña nueva con el enlace del correo (vale una hora, una sola vez)',
        response: { 400: errorResponse },
      },
    },
    async (request) => {
      await service.resetPassword(app.ctx, request.body);
      return { message: messages.passwordChanged };
    },
  );

  defineRoute(
    app,
    table.logout,
    {
      access: loggedIn,
      docs: { tags, summary: 'Cerrar la sesión: el token deja de valer en todos los servidores' },
    },
    async (request, reply) => {
      const token = tokenFrom(request);
      if (token) await service.logout(app.ctx, token);
      return reply.status(204).send(null);
    },
  );

  // The table's address ends in a slash (the web app's call); the same route answers without it, unlisted.
  for (const entry of [table.changePassword, { ...table.changePassword, path: '/changePassword' }]) {
    defineRoute(
      app,
      entry,
      {
        access: loggedIn,
        docs: {
          tags,
          summary: 'Cambiar la contraseña propia; pide la actual. Cierra las demás sesiones y devuelve un token nuevo',
          hide: entry !== table.changePassword,
          response: { 400: errorResponse },
        },
      },
      async (request) => {
        const user = await app.ctx.guards.requireUser(request);
        const data = await service.changePassword(app.ctx, user, request.body);
        return { message: messages.passwordChanged, data };
      },
    );
  }
};

export default authRoutes;
