import escapeHtml from 'escape-html';
import type { FastifyPluginAsync } from 'fastify';
import * as products from '../products/service';

/** The public pages search engines may list; the account, employee and admin areas are not among them. */
const PUBLIC_PAGES = ['/', '/menu', '/addBurger', '/nosotros', '/quedicendenosotros', '/contacto'];

/** Paths kept out of search engines: private areas and the API. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/employee',
  '/user',
  '/cart',
  '/mercadoPago',
  '/pay',
  '/calificanos',
  '/activateAcount',
  '/resetPassword',
];

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
    const urls = [...PUBLIC_PAGES, ...menu.products.map((product) => `/detalle/${product.id}`)];
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
      ...DISALLOWED.map((pathname) => `Disallow: ${pathname}`),
      '',
      `Sitemap: ${absolute('/sitemap.xml')}`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body);
  });
};

export default seoRoutes;
