#!/usr/bin/env node
/**
 * Fails when a link into docs/product/ names a file or a heading that does not exist, so the
 * references in comments and tests (`docs/product/cart.md#coupons`) stay followable. It reads every
 * tracked source file, test and Markdown page; the links inside docs/product/ itself (`cart.md#coupons`,
 * `#home`) are checked too. It also refuses a numbered section reference to the old specification
 * (the word SPEC, the section sign, a number), which is not part of the repository: every rule
 * points into docs/product/ instead.
 * Run by `npm run lint`; `node scripts/check-product-links.mjs` alone prints the same report.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** The old specification's numbered sections, written with an escape so this file names none. */
const OLD_SPEC_SECTION = /SPEC \u00a7\d/;
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_DIR = 'docs/product';
const SOURCE = /\.(?:[cm]?[jt]sx?|scss|css|sql|sh|md|html|json)$/;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2. */
export function headingSlugs(markdown) {
  const slugs = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const slugCache = new Map();
function slugsOf(file) {
  if (!slugCache.has(file)) slugCache.set(file, headingSlugs(readFileSync(join(root, file), 'utf8')));
  return slugCache.get(file);
}

/** Every broken link and old reference in one file's text, as `path:line: why` lines. */
export function problemsIn(path, text) {
  const problems = [];
  const inProductDocs = path.startsWith(`${PRODUCT_DIR}/`);
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    const targets = [];
    for (const match of line.matchAll(/docs\/product\/([\w./-]*\.md)(?:#([\w-]+))?/g)) {
      targets.push({ file: normalize(`${PRODUCT_DIR}/${match[1]}`), anchor: match[2], shown: match[0] });
    }
    if (inProductDocs) {
      // Relative Markdown links between the product pages: (cart.md#coupons), (#home).
      for (const match of line.matchAll(/\]\(((?:[\w.-]+\.md)?)(?:#([\w-]+))?\)/g)) {
        if (!match[1] && !match[2]) continue;
        const file = match[1] ? normalize(join(dirname(path), match[1])) : path;
        if (!file.startsWith(`${PRODUCT_DIR}/`)) continue;
        targets.push({ file, anchor: match[2], shown: match[0] });
      }
    }
    for (const { file, anchor, shown } of targets) {
      if (!existsSync(join(root, file))) problems.push(`${where}: ${shown} names a page that does not exist (${file})`);
      else if (anchor && !slugsOf(file).has(anchor))
        problems.push(`${where}: ${shown} names a heading that ${file} does not have`);
    }
    if (OLD_SPEC_SECTION.test(line)) {
      problems.push(
        `${where}: a numbered section of the old specification points at a document the repository does not have; link docs/product/<area>.md#<heading>`,
      );
    }
  });
  return problems;
}

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter((file) => SOURCE.test(file) && !file.endsWith('package-lock.json') && existsSync(join(root, file)));
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const problems = trackedFiles().flatMap((file) => problemsIn(file, readFileSync(join(root, file), 'utf8')));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} broken link(s) to docs/product/.`);
    process.exit(1);
  }
  console.log('docs/product links: all found.');
}
