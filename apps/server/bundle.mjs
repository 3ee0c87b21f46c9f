// How the server's TypeScript becomes JavaScript Node runs without a compiler: one file per entry,
// with this app, @burgers/domain and most registry packages inside it. The few packages listed in
// `kept` stay outside the file and load from node_modules as usual (native ones like sharp and
// argon2 must).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const ours = (name) => name.startsWith('@burgers/');
/**
 * Packages that stay imports from node_modules: native code (sharp, argon2), files read beside
 * their code at run time (PGlite's WebAssembly, the API docs' page, pino's worker transport), and
 * what is only loaded on demand. Everything else is bundled into dist/server.js: resolving a few
 * thousand files in node_modules (each a stat and a package.json lookup) was most of a start.
 */
const kept = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/static',
  'pino-pretty',
  // pdfkit reads its standard fonts' metrics (.afm files) from beside its code at run time.
  'pdfkit',
  // pino starts its transports (pino-pretty on a terminal) in a worker thread from files beside it.
  'pino',
  'thread-stream',
  'tsx',
]);

/**
 * Bundles each entry (name -> TypeScript file) into `outdir`/name.js. Used by build.mjs for the
 * production files and by the benchmark for its shop, so both run the same kind of JavaScript.
 * The output must sit inside the repository: the packages kept outside resolve from node_modules.
 * `packagesOutside` keeps every registry package an import (the benchmark's profiled shop: its
 * frames then name their package, which the packages' own source maps do not reliably say).
 */
export async function bundleServer({ entryPoints, outdir, packagesOutside = false }) {
  const outside = packagesOutside ? new Set([...kept, ...Object.keys(dependencies)]) : kept;
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Every registry package, with its subpaths (drizzle-orm/pg-core), stays an import.
    external: [...outside].filter((name) => !ours(name)).flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages still require Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Stack traces point at the TypeScript sources (node --enable-source-maps, see package.json).
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
    // No comments and no indentation: the running process keeps its source text in memory (V8 compiles
    // functions lazily from it), and a comment with one character outside Latin-1 doubles its size.
    minifyWhitespace: true,
    minifySyntax: true,
    // Functions and classes keep their names: oidc-provider looks its models up by class name (the
    // demo sign-in's token endpoint failed without them), and error messages name them too.
    keepNames: true,
  });

  // V8 keeps the bundle's text for as long as the process runs, one byte a character only when every
  // character is ASCII or Latin-1 as it decodes it: the few accented letters left in regular
  // expressions and SQL templates (esbuild escapes those in plain strings) are written as \u escapes,
  // which both read the same, so the text stays half the size.
  for (const name of Object.keys(entryPoints)) {
    const bundle = path.join(outdir, `${name}.js`);
    writeFileSync(
      bundle,
      readFileSync(bundle, 'utf8').replace(
        /[^ -~\t\n\r]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    );
  }
}
