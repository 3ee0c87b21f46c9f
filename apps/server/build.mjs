#!/usr/bin/env node
// Builds the server for production: src/server.ts and everything it imports from this app, from
// @burgers/domain (TypeScript, read from source by the tests and `npm run dev`) and from most
// registry packages into one JavaScript file, dist/shop.js, that Node runs without a compiler
// loaded; dist/server.js starts it with Node's compile cache on. The few packages listed in `kept`
// stay outside the file and load from node_modules as usual (native ones like sharp and argon2 must).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isStale } from '../../scripts/newest-change.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// `--if-stale` (npm start's launcher, the server tests' setup): nothing to do when no source, the
// shared domain, this script or the packages changed since dist/server.js was written.
if (process.argv.includes('--if-stale')) {
  const sources = ['src', 'build.mjs', 'package.json', '../../packages/domain/src', '../../package-lock.json'];
  if (
    !isStale(
      path.join(here, 'dist/server.js'),
      sources.map((source) => path.join(here, source)),
    )
  )
    process.exit(0);
  console.log('Building the server…');
}
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
  // pino starts its transports (pino-pretty on a terminal) in a worker thread from files beside it.
  'pino',
  'thread-stream',
  'tsx',
  ...(process.env.SERVER_BUNDLE_ALL === '0' ? Object.keys(dependencies) : []),
]);

// Nothing of an earlier layout is left beside the new files.
rmSync(path.join(here, 'dist'), { recursive: true, force: true });

// Two programs, each one file: the server (dist/shop.js, started by dist/server.js) and the backup
// and restore commands (dist/backup.js, what `npm run backup` and `npm run restore` run).
await build({
  entryPoints: { shop: path.join(here, 'src/server.ts'), backup: path.join(here, 'src/ops/backup/cli.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Every registry package, with its subpaths (drizzle-orm/pg-core), stays an import.
  external: [...kept].filter((name) => !ours(name)).flatMap((name) => [name, `${name}/*`]),
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
});

// V8 keeps the bundle's text for as long as the process runs, one byte a character only when every
// character is ASCII or Latin-1 as it decodes it: the few accented letters left in regular
// expressions and SQL templates (esbuild escapes those in plain strings) are written as \u escapes,
// which both read the same, so the text stays half the size.
for (const name of ['shop.js', 'backup.js']) {
  const bundle = path.join(here, 'dist', name);
  writeFileSync(
    bundle,
    readFileSync(bundle, 'utf8').replace(/[^ -~\t\n\r]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

// The entry `npm start` runs. The bundle is a few megabytes of JavaScript: with the compile cache
// (in the system's temporary folder, or NODE_COMPILE_CACHE) V8 reuses its compiled code from the
// previous start instead of compiling it again, which is most of what a restart spends on it.
writeFileSync(
  path.join(here, 'dist/server.js'),
  `// Built by apps/server/build.mjs: the production entry. Production unless told otherwise: the
// server rendering then runs React's production build, not its larger and slower development one.
import module from 'node:module';
process.env.NODE_ENV ??= 'production';
module.enableCompileCache?.();
await import('./shop.js');
`,
);
