#!/usr/bin/env node
// Builds the server for production: src/server.ts and everything it imports from this app, from
// @burgers/domain (TypeScript, read from source by the tests and `npm run dev`) and from most
// registry packages into one JavaScript file, dist/shop.js, that Node runs without a compiler
// loaded; dist/server.js starts it with Node's compile cache on. The few packages listed in `kept`
// stay outside the file and load from node_modules as usual (native ones like sharp and argon2 must).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from '../../scripts/newest-change.mjs';
import { bundleServer } from './bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// `--if-stale` (npm start's launcher, the server tests' setup): nothing to do when no source, the
// shared domain, this script or the packages changed since dist/server.js was written.
if (process.argv.includes('--if-stale')) {
  const sources = [
    'src',
    'build.mjs',
    'bundle.mjs',
    'package.json',
    '../../packages/domain/src',
    '../../package-lock.json',
  ];
  if (
    !isStale(
      path.join(here, 'dist/server.js'),
      sources.map((source) => path.join(here, source)),
    )
  )
    process.exit(0);
  console.log('Building the server…');
}
// Nothing of an earlier layout is left beside the new files.
rmSync(path.join(here, 'dist'), { recursive: true, force: true });

// Two programs, each one file: the server (dist/shop.js, started by dist/server.js) and the backup
// and restore commands (dist/backup.js, what `npm run backup` and `npm run restore` run).
await bundleServer({
  entryPoints: { shop: path.join(here, 'src/server.ts'), backup: path.join(here, 'src/ops/backup/cli.ts') },
  outdir: path.join(here, 'dist'),
});

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
