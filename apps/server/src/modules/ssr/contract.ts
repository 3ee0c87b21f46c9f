import type { WebRenderer } from '@burgers/domain/page-rendering';

/**
 * Whether a loaded module is the web app's server entry (apps/web/src/entry-server.tsx, built to
 * dist/ssr). The two sides meet only through WebRenderer, declared once in the domain package.
 */
export function isWebRenderer(value: unknown): value is WebRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'render' in value &&
    typeof value.render === 'function' &&
    'pageAddress' in value &&
    typeof value.pageAddress === 'function' &&
    'pageModules' in value &&
    typeof value.pageModules === 'function' &&
    'pageData' in value &&
    typeof value.pageData === 'function' &&
    'renderedPaths' in value &&
    Array.isArray(value.renderedPaths) &&
    value.renderedPaths.every((path) => typeof path === 'string')
  );
}
