// The first half of `npm start`: builds the web app and the server only when their sources changed
// since the last build, quietly, so the first lines on screen are the server's own (the shop's
// address and the demo accounts), then exits. The second half of the npm script replaces the shell
// with one Node process running the built server (apps/server/dist/server.js): nothing else stays
// resident beside it, no compiler and no launcher.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './newest-change.mjs';

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

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale(built, sources) || !existsSync(serverEntry)) {
  console.log('Building the web app…');
  // Errors still show; the list of every emitted file and the build's timing notes do not.
  run('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: web });
  run('npx', ['vite', 'build', '--ssr', '--logLevel', 'error'], { cwd: web });
}
// The server's build decides itself whether its sources changed since the last one.
run(process.execPath, [path.join(root, 'apps/server/build.mjs'), '--if-stale']);
