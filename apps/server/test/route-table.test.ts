import { describe, expect, it } from 'vitest';
import { routeTables } from '@burgers/domain/routes/all';
import type { RouteShape } from '@burgers/domain/routes/define';
import { useTestApp } from './support/test-app';

/**
 * The route table (packages/domain/src/routes) is what the web app calls: every entry must be a
 * route the server answers, at the same method and path, so a renamed or dropped route fails here
 * rather than in a browser.
 */
describe('the route table', () => {
  const { t } = useTestApp();

  it('names only routes the server registers', () => {
    const missing = Object.values(routeTables)
      .flatMap((table) => Object.values(table as Record<string, RouteShape>))
      .filter((entry) => !t.app.hasRoute({ method: entry.method, url: `/api${entry.path}` }))
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(missing).toEqual([]);
  });
  it('holds every JSON route the server registers for the web app', () => {
    const listed = new Set(
      Object.values(routeTables)
        .flatMap((table) => Object.values(table as Record<string, RouteShape>))
        .map((entry) => `${entry.method} /api${entry.path}`),
    );
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    // The tree was read (a format change would otherwise leave nothing to check).
    expect(registered).toContain('PUT /api/admin/invoicing');
    const unlisted = registered.filter((route) => !listed.has(route) && !NOT_IN_TABLE.has(route));
    expect(unlisted).toEqual([]);
  });
});

/**
 * What the server answers under /api that is not in the table, each for a reason: not JSON (streams,
 * files, pages, redirects), called by someone other than the web client (webhooks, providers), or
 * hidden. Anything else the server registers must be a table entry, so the web app can call it typed.
 */
const NOT_IN_TABLE = new Set([
  // OpenAPI's own pages and documents.
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  // Called by monitoring and operations, not by the web client.
  'GET /api/health',
  'POST /api/ops/backup',
  // Server-sent event streams.
  'GET /api/store/public-events',
  'GET /api/store/events',
  'GET /api/orders/events',
  'GET /api/orders/:purchaseId/events',
  'GET /api/board/events',
  // Webhooks and the payment sandbox's pages, called by providers or shown in the browser.
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'GET /api/sandbox/assets/checkout.css',
  'GET /api/sandbox/assets/checkout.js',
  'GET /api/sandbox/checkout/:preferenceId',
  'POST /api/sandbox/payments',
  // The newsletter's unsubscribe page and its styles (a link in an email).
  'GET /api/newsletter/assets/unsubscribe.css',
  'GET /api/newsletter/unsubscribe/:token',
  // Social sign-in's redirects (the browser follows them) and the old profile login, always refused.
  'GET /api/login/oidc/start',
  'GET /api/login/oidc/callback',
  'GET /api/login/oidc/logout',
  'POST /api/login/:provider',
  // Files, not JSON: PDFs, CSVs, the ticket's QR SVG and the uploaded pictures (/uploads/*).
  'GET /api/admin/invoices.csv',
  'GET /api/admin/orders.csv',
  'GET /api/orders/:purchaseId/invoice.pdf',
  'GET /api/orders/:purchaseId/credit-notes/:id.pdf',
  'GET /api/printing/orders/:purchaseId/qr',
  'GET /api/uploads*',
  // Hidden aliases of table routes: /changePassword, /users without the slash, /users/admin/*.
  'PUT /api/changePassword',
  'PUT /api/users',
  'GET /api/users/admin*',
]);

/** Every method and path the server registers under /api (HEAD is fastify's shadow of GET), from its route tree. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
