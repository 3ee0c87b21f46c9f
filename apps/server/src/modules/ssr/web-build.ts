import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { WebRenderer } from '@burgers/domain/page-rendering';
import { isWebRenderer } from './contract';
import type { Manifest } from './document';

/** One build of the web app as the server renders pages with it. */
export interface WebBuild {
  /** Changes with every build, so pages rendered by an older one are never served again. */
  version: string;
  /** The built index.html: the shell every page is written into. */
  template: string;
  manifest: Manifest;
  /** Missing when the build has no server entry (a client-only build): pages are then the shell. */
  renderer: WebRenderer | undefined;
  /** The shells of the pages the browser renders, by the modules they preload (shell.ts). */
  shells: Map<string, string>;
}

/** The current build of the web app (read again after a rebuild). */
export type WebBuildReader = () => Promise<WebBuild>;

async function readManifest(webDist: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

async function importRenderer(
  entry: string,
  version: string,
  log: FastifyBaseLogger,
): Promise<WebRenderer | undefined> {
  if (!existsSync(entry)) {
    log.warn(`${entry} is missing: the public pages are sent unrendered (build the web app with npm run build)`);
    return undefined;
  }
  // The version in the address gives a rebuilt app a fresh module instead of the cached one.
  const module: unknown = await import(`${pathToFileURL(entry).href}?v=${version}`);
  if (!isWebRenderer(module))
    throw new Error(`${entry} does not export render(), pageAddress(), pageModules() and renderedPaths`);
  return module;
}

/**
 * The current build of the web app, read again when index.html changes (the server, like its static
 * files, follows a rebuild without a restart). Tests pass the renderer from the web app's sources.
 */
export function webBuildReader(webDist: string, log: FastifyBaseLogger, injected?: WebRenderer): WebBuildReader {
  const indexHtml = path.join(webDist, 'index.html');
  let current: { version: string; build: Promise<WebBuild> } | undefined;

  async function load(version: string): Promise<WebBuild> {
    const [template, manifest, renderer] = await Promise.all([
      readFile(indexHtml, 'utf8'),
      readManifest(webDist),
      injected ?? importRenderer(path.join(webDist, 'ssr', 'entry-server.js'), version, log),
    ]);
    return { version, template, manifest, renderer, shells: new Map() };
  }

  return function currentBuild(): Promise<WebBuild> {
    const version = String(statSync(indexHtml).mtimeMs);
    if (current?.version !== version) {
      const build = load(version);
      current = { version, build };
      // A failed read is tried again on the next request.
      build.catch(() => {
        if (current?.build === build) current = undefined;
      });
    }
    return current.build;
  };
}
