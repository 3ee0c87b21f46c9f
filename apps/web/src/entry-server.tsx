/**
 * Server rendering of the public pages (docs/decisions/0010). The server imports this module's build
 * (dist/ssr/entry-server.js) and calls render() with its own data source; the page comes back as
 * markup, its head tags and the data it was rendered from, inlined for the browser to hydrate with.
 * Which pages are rendered, with what data and head, is declared with the pages (app/pages.ts); the
 * server answers the paths exported here (WebRenderer in @burgers/domain/page-rendering).
 */
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import type { PageDataSource, RenderedPage } from '@burgers/domain/page-rendering';
import { PAGES, STYLESHEETS, type PageRoute, type ServerRendering } from './app/pages';
import { RenderQueryClient } from './app/QueryBoundary';
import { AppRoutes } from './app/router';
import { scriptSafeJson, type InitialData } from './app/ssr/initial-data';
import { headTags } from './app/ssr/page-head';

/**
 * Below every public page: the footer and the query cache's module. The newsletter form's styles
 * (Bootstrap's forms) come with its code: on the home page they would only slow the first screen.
 */
const QUERY_MODULE = 'src/app/QueryBoundary.tsx';
const SHELL_MODULES = [QUERY_MODULE, 'src/app/FooterContent.tsx'];

const RENDER_TIMEOUT_MS = 10_000;

interface Rendered {
  route: PageRoute;
  rendering: ServerRendering;
}

/** The pages rendered here: those app/pages.ts declares with a server rendering. */
const RENDERED: Rendered[] = PAGES.flatMap((route) => (route.rendered ? [{ route, rendering: route.rendered }] : []));

/** The paths the server answers with a rendered page (WebRenderer.renderedPaths). */
export const renderedPaths: readonly string[] = RENDERED.map(({ route }) => route.path);

/** The rendered page at this path, with its parameters. */
function find(pathname: string) {
  for (const rendered of RENDERED) {
    const match = matchPath({ path: rendered.route.path, caseSensitive: true }, pathname);
    if (match) return { ...rendered, params: match.params };
  }
  return undefined;
}

/**
 * One address per distinct page: the page's own query parameters (the menu's filters), in one order;
 * no query for a page that reads none. The server keeps rendered pages under it.
 */
export async function pageAddress(url: string): Promise<string> {
  const address = new URL(url, 'http://shop.invalid');
  const query = new URLSearchParams();
  for (const name of (await find(address.pathname)?.rendering.params?.()) ?? []) {
    const value = address.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${address.pathname}?${search}` : address.pathname;
}

/** The shared stylesheet a page loads with its code (router.tsx: widgets unless it says otherwise). */
function stylesheetOf(route: PageRoute): string[] {
  const stylesheet = route.styles === undefined ? STYLESHEETS.widgets : route.styles && STYLESHEETS[route.styles];
  return stylesheet?.source ? [stylesheet.source] : [];
}

/** The source modules whose styles the rendered page links: the page, its sections, its stylesheet, the shell. */
function modulesOf({ route, rendering }: Rendered): string[] {
  return [
    ...(route.source ? [route.source] : []),
    ...(rendering.sections ?? []),
    ...stylesheetOf(route),
    ...SHELL_MODULES,
  ];
}

/**
 * What the browser loads to show the page at this path once the shell's script has run (WebRenderer.pageModules):
 * the page's module, the stylesheet it loads with it and the query cache's module (router.tsx,
 * lazy-with-queries.tsx). The server names them in the shell so they download beside the shell's script.
 */
export function pageModules(pathname: string): string[] {
  const route = routeAt(pathname);
  if (!route?.source) return [];
  return [route.source, ...stylesheetOf(route), ...(route.queries === false ? [] : [QUERY_MODULE])];
}

/** The API addresses the page at this path reads as it starts (WebRenderer.pageData). */
export function pageData(pathname: string): string[] {
  return [...(routeAt(pathname)?.data ?? [])];
}

function routeAt(pathname: string): PageRoute | undefined {
  return (
    PAGES.find(({ path }) => path !== '*' && matchPath({ path, caseSensitive: false }, pathname)) ??
    PAGES.find(({ path }) => path === '*')
  );
}

/** The whole tree rendered, lazy pages and sections included, as one string. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(tree, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every part in place, in order: a large part would otherwise be sent apart and moved into place
    // by an inline script, which the CSP (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  // A part that failed would be rendered by the browser: the server sends its shell instead.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(stream).text();
}

/**
 * Renders a public page for `url` (path and query), or answers null for a page the browser renders
 * (accounts, staff, anything else). The state rendered is a visitor's: logged out, an empty cart.
 */
export async function render(url: string, source: PageDataSource, publicUrl: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://shop.invalid');
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const found = find(address.pathname);
  if (!found) return null;
  const plan = await found.rendering.plan({ url: address, params: found.params, source, absolute });
  if (plan === 'missing') return { status: 404, html: '', head: '', data: '', modules: [] };

  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, value] of plan.queries) client.setQueryData(key, value);
  const html = await renderToHtml(
    <StrictMode>
      <RenderQueryClient.Provider value={client}>
        <StaticRouter location={`${address.pathname}${address.search}`}>
          <AppRoutes />
        </StaticRouter>
      </RenderQueryClient.Provider>
    </StrictMode>,
  );
  client.clear();
  const data: InitialData = { queries: plan.queries };
  return {
    status: 200,
    html,
    head: headTags(plan.head, absolute),
    data: plan.queries.length > 0 ? scriptSafeJson(data) : '',
    modules: modulesOf(found),
  };
}
