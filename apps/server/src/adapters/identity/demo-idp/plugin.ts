import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '#db/client';
import { messages } from '#messages';
import { DEMO_IDP_CSP, DEMO_IDP_CSS, DEMO_IDP_LOGOUT_JS } from './assets';
import { DEMO_IDP_PATH } from './constants';
import { avatarSvg, errorPage, signInPage } from './pages';
import { createDemoProvider, demoInitials, demoSubject } from './provider';
import { saveDemoAccount } from './store';

export interface DemoIdpPluginOptions {
  db: Db;
  /** Read when the provider is first needed: tests learn the address only after listening. */
  publicUrl: () => string;
  behindProxy: boolean;
}

const signInForm = z.object({
  email: z.string().trim().toLowerCase().email().max(100),
  given_name: z.string().trim().min(1).max(100),
  family_name: z.string().trim().min(1).max(100),
});

const uidParams = z.object({ uid: z.string().min(1).max(100) });

/** Forms post urlencoded bodies; the provider's own routes read theirs from the raw request. */
function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * Serves the demo OpenID provider under /demo-idp on the shop's own server: its sign-in page,
 * stylesheet and avatars as Fastify routes, everything else handed to oidc-provider (a Koa app)
 * with the raw request, the mount prefix taken off the path as Koa's mount would.
 */
export const demoIdpPlugin: FastifyPluginAsyncZod<DemoIdpPluginOptions> = async (app, options) => {
  let provider: Promise<Provider> | undefined;
  const getProvider = () => {
    provider ??= createDemoProvider({
      db: options.db,
      publicUrl: options.publicUrl(),
      behindProxy: options.behindProxy,
    }).catch((error: unknown) => {
      provider = undefined;
      throw error;
    });
    return provider;
  };
  const shopUrl = () => `${options.publicUrl()}/`;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', DEMO_IDP_CSP)
      .type('text/html; charset=utf-8')
      .send(body);

  // Pages and files of our own.
  await app.register(async (instance) => {
    const pages = instance.withTypeProvider<ZodTypeProvider>();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_req, body, done) => done(null, parseForm(String(body))),
    );

    pages.get('/assets/demo-idp.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(DEMO_IDP_CSS),
    );
    pages.get('/assets/logout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(DEMO_IDP_LOGOUT_JS),
    );
    pages.get(
      '/avatar/:file',
      { schema: { hide: true, params: z.object({ file: z.string().regex(/^[0-9a-f]{32}\.svg$/) }) } },
      async (request, reply) => {
        const subject = request.params.file.slice(0, 32);
        return reply
          .header('cache-control', 'public, max-age=86400')
          .type('image/svg+xml')
          .send(avatarSvg(subject, await demoInitials(options.db, subject)));
      },
    );

    /** The interaction this browser is in, or undefined when its cookie is gone or belongs to another. */
    async function interactionFor(raw: { req: IncomingMessage; res: FastifyReply['raw'] }, uid: string) {
      try {
        const details = await (await getProvider()).interactionDetails(raw.req, raw.res);
        return details.uid === uid ? details : undefined;
      } catch {
        return undefined;
      }
    }

    /** Ends the interaction: the provider answers with its redirect on the raw response itself. */
    async function finish(raw: IncomingMessage, reply: FastifyReply, result: Record<string, unknown>) {
      const idp = await getProvider();
      reply.hijack();
      try {
        await idp.interactionFinished(raw, reply.raw, result, { mergeWithLastSubmission: false });
      } catch (error) {
        reply.log.error({ err: error }, 'demo identity provider: the interaction could not be finished');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': DEMO_IDP_CSP,
          });
        }
        reply.raw.end(errorPage(DEMO_IDP_PATH, shopUrl()));
      }
      return reply;
    }

    pages.get('/interaction/:uid', { schema: { hide: true, params: uidParams } }, async (request, reply) => {
      const { uid } = request.params;
      if (!(await interactionFor({ req: request.raw, res: reply.raw }, uid)))
        return html(reply, 400, errorPage(DEMO_IDP_PATH, shopUrl()));
      return html(reply, 200, signInPage({ basePath: DEMO_IDP_PATH, uid }));
    });

    pages.post('/interaction/:uid/login', { schema: { hide: true, params: uidParams } }, async (request, reply) => {
      const { uid } = request.params;
      if (!(await interactionFor({ req: request.raw, res: reply.raw }, uid)))
        return html(reply, 400, errorPage(DEMO_IDP_PATH, shopUrl()));
      const body = (request.body ?? {}) as Record<string, string>;
      const form = signInForm.safeParse(body);
      if (!form.success) {
        const values = { email: body.email, givenName: body.given_name, familyName: body.family_name };
        return html(
          reply,
          400,
          signInPage({ basePath: DEMO_IDP_PATH, uid, values, error: messages.demoIdpInvalidEmail }),
        );
      }
      const { email, given_name: givenName, family_name: familyName } = form.data;
      const subject = demoSubject(email);
      await saveDemoAccount(options.db, subject, { email, givenName, familyName });
      return finish(request.raw, reply, { login: { accountId: subject } });
    });

    pages.post('/interaction/:uid/abort', { schema: { hide: true, params: uidParams } }, async (request, reply) => {
      const { uid } = request.params;
      if (!(await interactionFor({ req: request.raw, res: reply.raw }, uid)))
        return html(reply, 400, errorPage(DEMO_IDP_PATH, shopUrl()));
      return finish(request.raw, reply, { error: 'access_denied', error_description: 'El usuario canceló el ingreso' });
    });
  });

  // Everything else is oidc-provider's: discovery, keys, authorization, token, userinfo, end session.
  await app.register(async (oidc) => {
    // The provider reads each body itself, so Fastify must leave the stream untouched.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    oidc.all('/*', { schema: { hide: true } }, async (request, reply) => {
      const callback = (await getProvider()).callback();
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(DEMO_IDP_PATH.length) || '/';
      callback(raw, reply.raw);
    });
  });
};
