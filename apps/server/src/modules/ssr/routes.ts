import type { FastifyPluginAsync } from 'fastify';
import { todayInStore } from '@burgers/domain/coupons';
import { TextBody } from '#http/catalogue-cache';
import { pageDataSource } from './data-source';
import { assetLinks, pageDocument, pageFiles } from './document';
import { HTML, sendShell } from './shell';
import type { WebBuild, WebBuildReader } from './web-build';
import { STORE_CHANNEL } from '../store/events';

export interface SsrOptions {
  webDist: string;
  /** The web build the pages are rendered with (app.ts shares it with the shell of the other pages). */
  currentBuild: WebBuildReader;
}

/**
 * Public pages answer with their HTML rendered (docs/decisions/0010): kept as ready bytes in the
 * catalogue cache ('pages') per address and day, and dropped with it when the catalogue changes on
 * any instance (its NOTIFY), or when the store's hours change (the home's JSON-LD shows them).
 * Which pages, and under which address each is kept, the web build's renderer says (the web app
 * declares its pages once, in apps/web/src/app/pages.ts); every other page is the browser's.
 */
const ssrRoutes: FastifyPluginAsync<SsrOptions> = async (app, options) => {
  const ctx = app.ctx;
  const { catalogueCache: cache, config } = ctx;
  const { currentBuild, webDist } = options;
  const source = pageDataSource(ctx);

  // The paths are routes of this server, read once as it starts: a rebuild that renders other pages
  // takes a restart (a rebuild of the same pages is followed without one, as the static files are).
  const startBuild = await currentBuild().catch((error: unknown) => {
    app.log.error({ err: error }, 'the web build could not be read: its pages are sent unrendered');
    return undefined;
  });
  const renderedPaths = startBuild?.renderer?.renderedPaths ?? [];

  const unlisten = await ctx.database.listen(STORE_CHANNEL, () => cache.drop('pages'));
  app.addHook('onClose', async () => unlisten());

  for (const route of renderedPaths) {
    app.get(route, { schema: { hide: true } }, async (request, reply) => {
      let build: WebBuild | undefined;
      const pathname = request.url.split('?')[0] ?? '/';
      try {
        build = await currentBuild();
        const { renderer, template, manifest } = build;
        if (!renderer) return sendShell(reply, { build, webDist, pathname, status: 200 });
        const url = await renderer.pageAddress(request.url);
        // The day is part of the key: a coupon that expired at midnight must not show as valid.
        const key = `${build.version} ${todayInStore(ctx.now())} ${url}`;
        const served = await cache.serve(
          request,
          reply,
          'pages',
          key,
          async () => {
            const page = await renderer.render(url, source, config.publicUrl);
            if (!page || page.status !== 200) return undefined;
            const code = pageFiles(manifest, page.modules).scripts;
            return new TextBody(pageDocument(template, page, assetLinks(manifest, page.modules), code));
          },
          HTML,
        );
        if (served) return reply;
        // Only a product that does not exist is not rendered: the browser shows its not-found page.
        return sendShell(reply, { build, webDist, pathname, status: 404 });
      } catch (error) {
        // The page still works rendered by the browser; the failure is the operator's to see.
        request.log.error({ err: error }, 'server rendering failed');
        return sendShell(reply, { build, webDist, pathname, status: 200 });
      }
    });
  }
};

export default ssrRoutes;
