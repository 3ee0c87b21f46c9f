import escapeHtml from 'escape-html';
import type { FastifyPluginAsync } from 'fastify';
import { LISTED_PAGES, LISTED_PRODUCT_PAGE, UNLISTED_PREFIXES } from '@burgers/domain/search-engines';
import * as products from '../products/service';

/** /sitemap.xml (the public pages and every active product) and /robots.txt, at the site's root. */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  const absolute = (pathname: string) => new URL(pathname, config.publicUrl).toString();

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const menu = await products.listCatalogue(db, {
      isVeggie: false,
      isDeleted: false,
      addBase: false,
      addIngredient: false,
    });
    const urls = [
      ...LISTED_PAGES,
      ...menu.products.map((product) => LISTED_PRODUCT_PAGE.replace(':id', String(product.id))),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((pathname) => `  <url><loc>${escapeHtml(absolute(pathname))}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      ...UNLISTED_PREFIXES.map((pathname) => `Disallow: ${pathname}`),
      '',
      `Sitemap: ${absolute('/sitemap.xml')}`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body);
  });
};

export default seoRoutes;
