#!/usr/bin/env node
/**
 * One naming rule for the source files: kebab-case (`product-form-values.ts`, `use-live-orders.ts`),
 * except a .tsx file that is named after the React component it exports (`ProductCard.tsx`) and a
 * Sass partial, which Sass wants to start with an underscore (`_tokens.scss`).
 * Run by `npm run lint`; prints every file that breaks it.
 */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';

const checked = /\.(ts|tsx|mjs|js|scss|css)$/;
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const component = /^[A-Z][A-Za-z0-9]*(\.test)?\.tsx$/;
const sassPartial = /^_[a-z0-9]+(-[a-z0-9]+)*\.scss$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => checked.test(file) && !file.includes('node_modules/'));
const wrong = files.filter((file) => {
  const name = basename(file);
  return !kebab.test(name) && !component.test(name) && !sassPartial.test(name);
});
if (wrong.length > 0) {
  console.error('These file names break the naming rule (kebab-case, or PascalCase.tsx for a component):');
  for (const file of wrong) console.error(`  ${file}`);
  process.exit(1);
}
