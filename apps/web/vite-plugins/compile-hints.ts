import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry script for eager compilation: nearly every function in it (React, the router, the
 * shop's frame) runs on a page's first load, and compiled on a background thread while the file
 * streams in, they are no longer compiled one by one at their first call, on the main thread, in
 * the long task that takes over the page. Chromium reads the comment; other browsers see a comment.
 * Written once the files are on disk, before precompress compresses them (closeBundle).
 */
export function compileHints(): Plugin {
  let outDir = '';
  return {
    name: 'burgers:compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = path.join(options.dir ?? outDir, chunk.fileName);
        const code = await readFile(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code);
      }
    },
  };
}
