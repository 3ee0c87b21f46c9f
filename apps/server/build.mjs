#!/usr/bin/env node
// Builds the server for production: src/server.ts and everything it imports from this app and from
// @burgers/domain (TypeScript, read from source by the tests and `npm run dev`) into one JavaScript
// file, dist/server.js, that Node runs without a compiler loaded. Packages from the registry stay
// outside the file and load from node_modules as usual (native ones like sharp and argon2 must).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const ours = (name) => name.startsWith('@burgers/');

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Every registry package, with its subpaths (drizzle-orm/pg-core), stays an import.
  external: Object.keys(dependencies)
    .filter((name) => !ours(name))
    .flatMap((name) => [name, `${name}/*`]),
  // Stack traces point at the TypeScript sources (node --enable-source-maps, see package.json).
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
});
