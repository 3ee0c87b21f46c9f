// When a build is stale: the newest modification time among its sources (files, or folders walked
// whole) against its output's. Shared by `npm start`'s launcher and the server's build script.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time (ms) of a file or of anything inside a folder; 0 when missing. */
export function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/** True when `output` is missing or any source changed after it was written. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestChange(source) > builtAt);
}
