#!/usr/bin/env node
/**
 * No import circles, type-only imports included. ESLint's import-x/no-cycle skips `import type`
 * (and has no option to count it), yet a circle of types still ties the files together: the
 * domain is ordered in layers (constants and value types, then rules, then schemas, then the
 * types inferred from them) so that each file only looks down. Every import is resolved the way
 * tsc resolves it (each project's tsconfig, the `#` imports, the workspace's packages); any group
 * of files that reach each other is printed. Run by `npm run lint`.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];

/** file -> the files of ours it imports (static, dynamic or type-only). */
const graph = new Map();
for (const project of projects) {
  const configFile = path.join(root, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!parsed) throw new Error(`Cannot read ${configFile}`);
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    const from = realpathSync(file);
    if (graph.has(from)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(from, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, from, parsed.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = realpathSync(resolved.resolvedFileName);
      if (to.startsWith(root) && !to.includes(`${path.sep}node_modules${path.sep}`) && to !== from) targets.add(to);
    }
    graph.set(from, targets);
  }
}

// Tarjan's strongly connected components: each component of more than one file is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(start) {
  // Iterative, so a long chain of imports cannot overflow the call stack.
  const work = [[start, [...(graph.get(start) ?? [])], 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work.at(-1);
    const [node, edges] = frame;
    if (frame[2] < edges.length) {
      const next = edges[frame[2]++];
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, [...(graph.get(next) ?? [])], 0]);
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work.at(-1)[0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component);
    }
  }
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);

if (circles.length > 0) {
  console.error(`Import circles (type-only imports count too): ${circles.length}`);
  for (const circle of circles) {
    console.error(`  ${circle.length} files:`);
    for (const file of circle.sort()) console.error(`    ${path.relative(root, file)}`);
  }
  process.exit(1);
}
