#!/usr/bin/env node
// The first-load budget of `/`, checked on the built web app (npm test runs it after the build).
// "Needed by /" is what the browser fetches before the home page's first screen can paint: the
// entry script with everything it imports statically, the stylesheets linked from index.html,
// and the home page's chunk with its own static imports and styles. Later, below-the-fold loads
// (the footer, the newsletter form) are listed apart. Sizes are gzip level 9, as served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGETS = { js: 100_000, css: 15_000 };
const HOME_PAGE = 'src/features/home/HomePage.tsx';
const LATER = ['src/app/FooterContent.tsx', 'src/features/newsletter/NewsletterForm.tsx'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest in apps/web/dist: run `npm run build` first.');
  process.exit(1);
}

/** The chunk's files and every file it imports statically, each once. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

function filesOf(keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const raw = readFileSync(path.join(dist, file));
    sizeCache.set(file, {
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

function total(files, extension) {
  const picked = files.filter((f) => f.endsWith(extension));
  return picked.reduce((sum, f) => {
    const s = sizes(f);
    return { gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli, count: sum.count + 1 };
  }, { gzip: 0, brotli: 0, count: 0 });
}

const firstKeys = closure(['index.html', HOME_PAGE]);
const first = filesOf(firstKeys);
const later = filesOf(closure(LATER.filter((key) => manifest[key]))).filter((f) => !first.includes(f));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

let failed = false;
console.log('First load of / (entry + home page):');
for (const [kind, extension] of [['js', '.js'], ['css', '.css']]) {
  const t = total(first, extension);
  const ok = t.gzip <= BUDGETS[kind];
  failed ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${kind.toUpperCase()}: ${kb(t.gzip)} gzip (${kb(t.brotli)} brotli) in ${t.count} files; budget ${kb(BUDGETS[kind])} gzip`);
}
const l = { js: total(later, '.js'), css: total(later, '.css') };
console.log(`Loaded later on / (footer, newsletter form): JS ${kb(l.js.gzip)}, CSS ${kb(l.css.gzip)} gzip`);
if (process.argv.includes('--list')) {
  for (const f of first) console.log(`  ${f} ${kb(sizes(f).gzip)}`);
}
if (failed) {
  console.error('The first load of / is over its budget: see what grew with `node scripts/check-budgets.mjs --list`.');
  process.exit(1);
}
