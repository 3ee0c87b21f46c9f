#!/usr/bin/env node
/**
 * docs/architecture.md lists the boundary rules lint enforces, each as the message lint prints:
 * this check fails when a rule of eslint.config.js (a path zone, a restricted import, a restricted
 * piece of syntax) has no line there, or a line there names no rule, so the page cannot drift from
 * the rules. Run by `npm run lint`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { default: config } = await import(path.join(root, 'eslint.config.js'));

const enforced = new Set();
for (const block of config) {
  for (const [name, setting] of Object.entries(block.rules ?? {})) {
    if (!Array.isArray(setting)) continue;
    const options = setting.slice(1);
    if (name === 'import-x/no-restricted-paths') {
      for (const zone of options[0].zones) enforced.add(zone.message);
    } else if (name.endsWith('no-restricted-imports')) {
      for (const pattern of options[0].patterns ?? []) if (pattern.message) enforced.add(pattern.message);
    } else if (name === 'no-restricted-syntax') {
      for (const entry of options) if (entry.message) enforced.add(entry.message);
    }
  }
}

const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const section = doc.split('## The boundary rules lint enforces')[1] ?? '';
// Markdown escapes (`\*`) are the page's, not the rule's.
const listed = new Set(
  section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/\\(.)/g, '$1').trim()),
);

const missing = [...enforced].filter((message) => !listed.has(message));
const stale = [...listed].filter((message) => !enforced.has(message));
if (missing.length || stale.length) {
  for (const message of missing) console.error(`docs/architecture.md lacks the rule: ${message}`);
  for (const message of stale) console.error(`docs/architecture.md lists a rule lint does not enforce: ${message}`);
  process.exit(1);
}
