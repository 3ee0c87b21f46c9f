import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oidcRoutes as table } from '@burgers/domain/routes/oidc';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { errorBody } from '#lib/error-codes';
import { messages } from '#messages';
import { finishSignIn, exchangeLoginCode, SocialLoginError, startSignIn, TRANSACTION_SECONDS } from './service';

const tags = ['auth'];
/** The browser's half of a sign-in under way: the state, signed, readable only by the callback path. */
const STATE_COOKIE = 'burgers_oidc_state';
const COOKIE_PATH = '/api/login/oidc';
/** The web page that exchanges the login code (kept in the fragment, so it reaches no server log). */
const LANDING_PAGE = '/userlogin/oidc';
const redirectSchema = z.null().describe('Redirección (302)');

/**
 * Social sign-in through OpenID Connect: the server runs the authorization code flow, verifies the
 * ID token and hands the web app a single-use code, never a token in a URL.
 */
const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { config, identity } = ctx;
  await app.register(fastifyCookie, {
    // Its own key, derived from the session secret, so instances that share JWT_SECRET agree.
    secret: createHmac('sha256', config.jwtSecret).update('oidc-state-cookie').digest('base64url'),
  });
  const redirectUri = () => `${config.publicUrl}/api/login/oidc/callback`;
  const failurePage = (reason: string) => `${config.publicUrl}/userlogin?oidc_error=${reason}`;
  const secureCookie = () => config.publicUrl.startsWith('https://');

  defineRoute(
    app,
    table.provider,
    {
      docs: {
        tags,
        summary: 'El proveedor de identidad configurado: su nombre para el botón, o null sin proveedor',
      },
    },
    async () => ({ name: identity?.name ?? null }),
  );

  app.get(
    '/login/oidc/start',
    {
      schema: {
        tags,
        summary:
          'Empezar el ingreso con el proveedor: redirige a su página (código de autorización con PKCE, state y nonce)',
        response: { 302: redirectSchema, 404: errorResponse },
      },
    },
    async (request, reply) => {
      if (!identity) return reply.status(404).send(errorBody(404, messages.socialLoginUnavailable));
      try {
        const { url, state } = await startSignIn(ctx, identity, redirectUri());
        reply.setCookie(STATE_COOKIE, state, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie(),
          signed: true,
          maxAge: TRANSACTION_SECONDS,
        });
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.error({ err: error }, 'social sign-in: the provider could not be reached');
        return reply.redirect(failurePage('failed'), 302);
      }
    },
  );

  app.get(
    '/login/oidc/callback',
    {
      schema: {
        tags,
        summary:
          'Vuelta del proveedor: verifica la respuesta y redirige a la tienda con un código de un solo uso (60 s)',
        description: `Registrá esta dirección en el proveedor: {PUBLIC_URL}/api/login/oidc/callback. Éxito: ${LANDING_PAGE}#code=...; error: /userlogin?oidc_error=failed|account_exists`,
        querystring: z
          .object({
            code: z.string().max(2000).optional(),
            state: z.string().max(500).optional(),
            error: z.string().max(200).optional(),
          })
          .passthrough(),
        response: { 302: redirectSchema, 404: errorResponse },
      },
    },
    async (request, reply) => {
      if (!identity) return reply.status(404).send(errorBody(404, messages.socialLoginUnavailable));
      const cookie = request.cookies[STATE_COOKIE];
      const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      const callbackUrl = new URL(request.url, config.publicUrl);
      try {
        const code = await finishSignIn(
          ctx,
          identity,
          callbackUrl,
          unsigned?.valid ? (unsigned.value ?? undefined) : undefined,
          request.log,
        );
        return reply.redirect(`${config.publicUrl}${LANDING_PAGE}#code=${code}`, 302);
      } catch (error) {
        if (!(error instanceof SocialLoginError)) throw error;
        request.log.info({ reason: error.message }, 'social sign-in refused');
        return reply.redirect(failurePage(error.reason), 302);
      }
    },
  );

  defineRoute(
    app,
    table.exchange,
    {
      docs: {
        tags,
        summary: 'Canjear el código de ingreso (un solo uso, 60 s) por la misma respuesta que POST /login',
        response: { 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => exchangeLoginCode(ctx, request.body.code),
  );

  app.get(
    '/login/oidc/logout',
    {
      schema: {
        tags,
        summary: 'Cerrar la sesión en el proveedor (RP-initiated logout) y volver al inicio de la tienda',
        response: { 302: redirectSchema },
      },
    },
    async (request, reply) => {
      const home = `${config.publicUrl}/`;
      if (!identity) return reply.redirect(home, 302);
      try {
        const url = await identity.endSessionUrl(home);
        return reply.redirect(url?.href ?? home, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'social sign-in: no end-session address');
        return reply.redirect(home, 302);
      }
    },
  );

  // The old social-login call (docs/product/accounts.md#social-sign-in) trusted a profile sent by the browser: it never signs anyone in.
  app.post(
    '/login/:provider',
    {
      schema: {
        tags,
        summary: 'Rechazado: un perfil enviado por el navegador nunca inicia sesión (usá /login/oidc/start)',
        params: z.object({ provider: z.string().max(100) }),
        response: { 400: errorResponse },
      },
    },
    async (_request, reply) => reply.status(400).send(errorBody(400, messages.socialLoginOnlyThroughProvider)),
  );
};

export default oidcRoutes;
