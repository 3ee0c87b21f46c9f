// @vitest-environment node
/// <reference types="node" />
/**
 * Every answer of the API has its shape written once, as a zod schema in
 * packages/domain/src/schemas/*-response.ts, and its type inferred from it (domain/types.ts). This
 * test fails when a type literal or an interface anywhere in the web app or the domain spells out
 * the same fields as one of those schemas again: such a copy drifts the day the answer changes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const schemaModules = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/domain/src/schemas/*-response.ts',
  { eager: true },
);

/** The field names of every object schema the response modules export (nested objects included). */
function responseShapes(): Map<string, string> {
  const shapes = new Map<string, string>();
  const visit = (name: string, schema: unknown, depth: number) => {
    const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
    if (!shape || typeof shape !== 'object' || depth > 3) return;
    const keys = Object.keys(shape).sort();
    if (keys.length >= 3) shapes.set(keys.join(','), name);
    for (const [key, field] of Object.entries(shape)) {
      const inner = (field as { unwrap?: () => unknown; element?: unknown }) ?? {};
      visit(`${name}.${key}`, inner.element ?? field, depth + 1);
    }
  };
  for (const [file, exports] of Object.entries(schemaModules)) {
    for (const [name, value] of Object.entries(exports)) visit(`${file.split('/').pop()}: ${name}`, value, 0);
  }
  return shapes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every interface and object type literal of a file, as its sorted field names. */
function declaredShapes(path: string): Array<{ fields: string; line: number }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Array<{ fields: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const fields = node.members
        .filter(ts.isPropertySignature)
        .map((member) => member.name.getText(source).replace(/['"]/g, ''))
        .sort();
      found.push({ fields: fields.join(','), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the API answers', () => {
  it('have their shape written once, in the domain response schemas', () => {
    const shapes = responseShapes();
    expect(shapes.size).toBeGreaterThan(10);
    const files = [...sourceFiles(join(root, 'apps/web/src')), join(root, 'packages/domain/src/types.ts')];
    const copies = files.flatMap((path) =>
      declaredShapes(path)
        .filter(({ fields }) => shapes.has(fields))
        .map(
          ({ fields, line }) =>
            `${relative(root, path)}:${line} repeats ${shapes.get(fields)}: infer the type from the schema`,
        ),
    );
    expect(copies).toEqual([]);
  });
});
