import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module's place: src/server-root.ts when run from the sources (tests,
 * `npm run dev`), dist/server.js once built into one file. Both sit one folder below it, so files the
 * server reads at run time (its migrations) are found either way.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
