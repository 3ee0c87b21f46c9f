// The first half of `npm start`: builds the web app and the server only when their sources changed
// since the last build, quietly, so the first lines on screen are the server's own (the shop's
// address and the demo accounts), then exits. The second half of the npm script replaces the shell
// with one Node process running the built server (apps/server/dist/server.js): nothing else stays
// resident beside it, no compiler and no launcher.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');
// The public pages' server rendering (docs/decisions/0010), built with the app.
const serverEntry = path.join(web, 'dist/ssr/entry-server.js');
// What the build reads: the web app, the shared domain and the files that configure them.
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'package-lock.json'),
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server's build: its sources, the shared domain, the build script and the packages.
const server = path.join(root, 'apps/server');
const serverBuilt = path.join(server, 'dist/server.js');
const serverSources = [
  path.join(server, 'src'),
  path.join(server, 'build.mjs'),
  path.join(server, 'package.json'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'package-lock.json'),
];

const stale =
  !existsSync(built) ||
  !existsSync(serverEntry) ||
  sources.some((source) => newestChange(source) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  // Errors still show; the list of every emitted file and the build's timing notes do not.
  run('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: web });
  run('npx', ['vite', 'build', '--ssr', '--logLevel', 'error'], { cwd: web });
}
const serverStale =
  !existsSync(serverBuilt) || serverSources.some((source) => newestChange(source) > statSync(serverBuilt).mtimeMs);
if (serverStale) {
  console.log('Building the server…');
  run(process.execPath, [path.join(server, 'build.mjs')]);
}
