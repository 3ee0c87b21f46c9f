import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activationPasswordSchema,
  activationResendSchema,
  changePasswordRequestSchema,
  loginSchema,
  passwordRecoverySchema,
  passwordResetSchema,
  registerSchema,
} from '@burgers/domain/schemas/account';
import {
  activationPasswordNeededResponse,
  activationResponse,
  messageResponse,
  passwordChangedResponse,
} from '@burgers/domain/schemas/auth-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { sessionResponse, userResponse } from '@burgers/domain/schemas/user-response';
import { tokenFrom } from '#http/auth';
import { guarded, routeAccess } from '#http/route-access';
import { errorBody } from '#lib/error-codes';
import { messages } from '#messages';
import * as service from './service';

const tags = ['auth'];

/* Social sign-in (OpenID Connect) lives in ../oidc; a profile posted by the browser never signs in. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = routeAccess(app.ctx.guards).user();

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Crear una cuenta de cliente, inactiva hasta abrir el enlace enviado por correo',
        body: registerSchema,
        response: { 201: userResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await service.register(app.ctx, request.body, request.ip, request.log);
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/activateAccount/:token',
    {
      schema: {
        tags,
        summary:
          'Activar la cuenta: 1 activada, 0 ya estaba activa. Si el email se registró más de una vez, pide la contraseña elegida al registrarse (409 needsPassword)',
        params: z.object({ token: z.string().min(1).max(200) }),
        // No body (docs/product/accounts.md#activation) or the password; Fastify hands a missing body to the schema as null.
        body: activationPasswordSchema.nullish(),
        response: {
          200: activationResponse,
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

  app.post(
    '/activation/resend',
    {
      schema: {
        tags,
        summary: 'Enviar otro enlace de activación a una cuenta registrada y no activada (misma respuesta exista o no)',
        body: activationResendSchema,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await service.resendActivation(app.ctx, request.body.email, request.ip);
      return { message: messages.activationMailResent };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Iniciar sesión con email y contraseña',
        body: loginSchema,
        response: {
          200: sessionResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => service.login(app.ctx, request.body, request.ip),
  );

  app.post(
    '/passwordRecovery',
    {
      schema: {
        tags,
        summary: 'Enviar un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)',
        body: passwordRecoverySchema,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await service.requestPasswordReset(app.ctx, request.body.email, request.ip);
      return { message: messages.recoveryMailSent };
    },
  );

  app.post(
    '/resetPassword',
    {
      schema: {
        tags,
        summary: 'Elegir una contraseña nueva con el enlace del correo (vale una hora, una sola vez)',
        body: passwordResetSchema,
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await service.resetPassword(app.ctx, request.body);
      return { message: messages.passwordChanged };
    },
  );

  app.post(
    '/logout',
    guarded(loggedIn, {
      tags,
      summary: 'Cerrar la sesión: el token deja de valer en todos los servidores',
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const token = tokenFrom(request);
      if (token) await service.logout(app.ctx, token);
      return reply.status(204).send(null);
    },
  );

  for (const url of ['/changePassword/', '/changePassword']) {
    app.put(
      url,
      guarded(loggedIn, {
        tags,
        summary: 'Cambiar la contraseña propia; pide la actual. Cierra las demás sesiones y devuelve un token nuevo',
        hide: url === '/changePassword',
        body: changePasswordRequestSchema,
        response: { 200: passwordChangedResponse, 400: errorResponse },
      }),
      async (request) => {
        const user = await app.ctx.guards.requireUser(request);
        const data = await service.changePassword(app.ctx, user, request.body);
        return { message: messages.passwordChanged, data };
      },
    );
  }
};

export default authRoutes;
