import type { FastifyReply } from 'fastify';
import { preloadLinks, shellDocument } from './document';
import type { WebBuild } from './web-build';

export const HTML = 'text/html; charset=utf-8';

/**
 * The shell (the built index.html) for the page the browser renders at `pathname`, with that page's
 * code, styles and first data preloaded (the web app's renderer names them); kept per page for the build.
 */
export function shellFor(build: WebBuild, pathname: string): string {
  const modules = build.renderer?.pageModules(pathname) ?? [];
  const data = build.renderer?.pageData(pathname) ?? [];
  const key = [...modules, ...data].join(' ');
  let shell = build.shells.get(key);
  if (shell === undefined) {
    shell = shellDocument(build.template, preloadLinks(build.manifest, modules, data));
    build.shells.set(key, shell);
  }
  return shell;
}

/** Sends the shell for a page the browser renders; the built file as it is when the build could not be read. */
export function sendShell(
  reply: FastifyReply,
  options: { build: WebBuild | undefined; webDist: string; pathname: string; status: number },
) {
  const { build, webDist, pathname, status } = options;
  reply.status(status).header('cache-control', 'no-cache');
  return build ? reply.type(HTML).send(shellFor(build, pathname)) : reply.sendFile('index.html', webDist);
}
