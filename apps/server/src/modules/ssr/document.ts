import { PAGE_CODE_ID, type RenderedPage } from '@burgers/domain/page-rendering';

/** The parts of Vite's manifest (dist/.vite/manifest.json) a page's links are found with. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The id of the inlined data; the web app reads it (apps/web/src/app/ssr/initial-data.ts). */
const INITIAL_DATA_ID = 'initial-data';

/** Every chunk a module needs, itself first, through its static imports. */
function chunksOf(manifest: Manifest, module: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[module];
  if (!chunk || seen.has(module)) return [];
  seen.add(module);
  return [chunk, ...(chunk.imports ?? []).flatMap((name) => chunksOf(manifest, name, seen))];
}

/** The chunks of the shell (index.html's entry and what it imports): index.html loads them itself. */
function shellChunksOf(manifest: Manifest): Set<ManifestChunk> {
  const entry = Object.keys(manifest).filter((name) => manifest[name]?.isEntry);
  return new Set(entry.flatMap((name) => chunksOf(manifest, name)));
}

/** The script and style files the modules need beyond what the shell (index.html) loads itself. */
export function pageFiles(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const shellChunks = shellChunksOf(manifest);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const module of modules) {
    for (const chunk of chunksOf(manifest, module)) {
      if (shellChunks.has(chunk)) continue;
      // A stylesheet imported on its own (the forms' widgets.scss) is a chunk of its own.
      if (chunk.file.endsWith('.css')) styles.add(`/${chunk.file}`);
      else scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The styles the rendered parts need before they paint: without them the page would show unstyled
 * until its code arrives (the code itself is not preloaded: it would only compete with the first
 * screen's picture, and the page is already on screen).
 */
export function assetLinks(manifest: Manifest, modules: string[]): string {
  return pageFiles(manifest, modules)
    .styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ');
}

/**
 * For a page the browser renders: its code and styles, and the API answers it starts with, preloaded.
 * Without them the browser learns of them only once the shell's script has run (some twenty small
 * files, then fetched through a few connections, then the data), and the page stays blank meanwhile. `crossorigin` as the script's own requests are
 * made (Vite's loader skips a module already linked, and fetches a stylesheet from this preload).
 */
export function preloadLinks(manifest: Manifest, modules: string[], data: readonly string[] = []): string {
  const { scripts, styles } = pageFiles(manifest, modules);
  return [
    ...scripts.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    // The page's fetch() (same origin, cors mode, same-origin credentials) takes these responses.
    ...data.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ].join('\n    ');
}

/** The shell as sent for a page the browser renders: the built index.html with its page's preloads. */
export function shellDocument(template: string, links: string): string {
  return links ? template.replace('</head>', () => `  ${links}\n  </head>`) : template;
}

/**
 * The shell (the built index.html) with the page inside: its head tags in place of the shell's
 * title and description, the markup in #root, and beside it the data it was rendered from and the
 * list of its code files (`code`), which the app links all at once when it takes the page over:
 * Vite's loader then finds them linked, where it would insert its ten to twenty links one at a
 * time (about twice the main thread's time, in the task before the takeover).
 */
export function pageDocument(
  template: string,
  page: RenderedPage,
  links: string,
  code: readonly string[] = [],
): string {
  // The page is on screen before any script runs: its code comes after the stylesheets, fonts and
  // the first picture instead of competing with them.
  let html = template.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  if (page.head) {
    html = html.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  }
  const head = [page.head, links].filter(Boolean).join('\n    ');
  if (head) html = html.replace('</head>', () => `  ${head}\n  </head>`);
  const data = page.data ? `<script type="application/json" id="${INITIAL_DATA_ID}">${page.data}</script>` : '';
  // File names are the build's own (letters, digits, - _ . /): nothing in them can end the script.
  const files =
    code.length > 0 ? `<script type="application/json" id="${PAGE_CODE_ID}">${JSON.stringify(code)}</script>` : '';
  // Replacer functions, so a `$` of the page (a price) is never read as a replacement pattern.
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}${files}`);
}
