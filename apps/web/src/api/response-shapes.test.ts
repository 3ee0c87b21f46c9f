// @vitest-environment node
/// <reference types="node" />
/**
 * Every answer of the API has its shape written once, as a zod schema in
 * packages/domain/src/schemas/*-response.ts, and its type inferred from it (domain/types.ts); every
 * request body and query has its schema in the other domain schema modules, and its type comes from
 * `z.input` of it. The server's routes declare those same schemas, so the OpenAPI document follows.
 *
 * This test fails when a type literal or an interface anywhere in the web app or the domain spells
 * out the same fields as one of those schemas again, or when a call of the API client names its
 * answer with a type literal (`api<{ sent: number }>`): such a copy drifts the day the contract changes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const responseModules = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/domain/src/schemas/*-response.ts',
  { eager: true },
);
const requestModules = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/domain/src/schemas/*.ts',
    '!../../../../packages/domain/src/schemas/*-response.ts',
    '!../../../../packages/domain/src/schemas/*.test.ts',
  ],
  { eager: true },
);

/** A day for the schemas that depend on today's date (a coupon's expiry): any day gives the same fields. */
const ANY_DAY = '2000-01-01';

interface ZodInternals {
  shape?: Record<string, unknown>;
  _zod?: { def?: { type?: string; innerType?: unknown; element?: unknown; in?: unknown; options?: unknown[] } };
}

/** The object schemas inside a schema: through optional, nullable, default, arrays, pipes and unions. */
function objectsIn(schema: unknown, depth = 0): Array<Record<string, unknown>> {
  if (!schema || typeof schema !== 'object' || depth > 8) return [];
  const { shape, _zod } = schema as ZodInternals;
  if (shape && typeof shape === 'object') return [shape];
  const def = _zod?.def;
  if (!def) return [];
  const inner = [def.innerType, def.element, def.in, ...(def.options ?? [])];
  return inner.flatMap((next) => objectsIn(next, depth + 1));
}

/**
 * The sorted field names of every object schema the modules export (nested objects included), with
 * the schema they belong to. Shapes of a single field are too common to tell apart from a copy.
 */
function shapesOf(modules: Record<string, Record<string, unknown>>): Map<string, string> {
  const shapes = new Map<string, string>();
  const visit = (name: string, schema: unknown, depth: number) => {
    if (depth > 3) return;
    for (const shape of objectsIn(schema)) {
      const keys = Object.keys(shape).sort();
      if (keys.length >= 2 && !shapes.has(keys.join(','))) shapes.set(keys.join(','), name);
      for (const [key, field] of Object.entries(shape)) visit(`${name}.${key}`, field, depth + 1);
    }
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // Schemas built for a day (couponEditSchema(today)) are made once to read their fields.
      const schema =
        typeof value === 'function' && name.endsWith('Schema') ? (value as (day: string) => unknown)(ANY_DAY) : value;
      visit(`${file.split('/').pop()}: ${name}`, schema, 0);
    }
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

interface Declared {
  fields: string;
  line: number;
  /** Written as the answer type of an API call: `api<{ ... }>(...)`. */
  asAnswer: boolean;
}

const isApiCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'api';

/**
 * Value types a domain schema is checked against at compile time (`... satisfies z.ZodType<HoursRange>`):
 * declared low in the domain's layers so the rules can use them, and unable to drift from the schema.
 */
const checkedValueTypes = new Set(
  sourceFiles(join(root, 'packages/domain/src/schemas')).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/satisfies z\.ZodType<(\w+)>/g)].map((match) => match[1]),
  ),
);

/** Every interface and object type literal of a file, as its sorted field names. */
function declaredShapes(path: string): Declared[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Declared[] = [];
  const visit = (node: ts.Node, inAnswer: boolean) => {
    if (ts.isInterfaceDeclaration(node) && checkedValueTypes.has(node.name.text)) return;
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const fields = node.members
        .filter(ts.isPropertySignature)
        .map((member) => member.name.getText(source).replace(/['"]/g, ''))
        .sort();
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ fields: fields.join(','), line, asAnswer: inAnswer });
    }
    if (isApiCall(node)) {
      node.typeArguments?.forEach((argument) => visit(argument, true));
      ts.forEachChild(node, (child) => {
        if (!node.typeArguments?.includes(child as ts.TypeNode)) visit(child, inAnswer);
      });
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inAnswer));
  };
  visit(source, false);
  return found;
}

const domainSources = sourceFiles(join(root, 'packages/domain/src')).filter((path) => !path.includes('/schemas/'));
const checkedFiles = [...sourceFiles(join(root, 'apps/web/src')), ...domainSources];

function copiesOf(shapes: Map<string, string>, what: string): string[] {
  return checkedFiles.flatMap((path) =>
    declaredShapes(path)
      .filter(({ fields }) => shapes.has(fields))
      .map(({ fields, line }) => `${relative(root, path)}:${line} repeats ${shapes.get(fields)}: ${what}`),
  );
}

/** Building an object schema (`z.object(...)`, `errorResponse.extend(...)`) rather than naming one. */
const buildsObject = (node: ts.Node, source: ts.SourceFile): boolean => {
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(source);
    if (
      callee === 'z.object' ||
      callee.endsWith('.extend') ||
      callee === 'z.looseObject' ||
      callee === 'z.strictObject'
    )
      return true;
  }
  return ts.forEachChild(node, (child) => buildsObject(child, source)) ?? false;
};

/**
 * The answers a server route declares (`response: { 200: ... }`) that build an object schema there,
 * directly or through a constant of the same file, instead of naming one of the domain's.
 */
function answersBuiltInPlace(path: string): number[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const localSchemas = new Map<string, ts.Node>();
  const found: number[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      localSchemas.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const builds = (node: ts.Node): boolean => {
    if (buildsObject(node, source)) return true;
    const local = ts.isIdentifier(node) ? localSchemas.get(node.text) : undefined;
    return (local !== undefined && buildsObject(local, source)) || (ts.forEachChild(node, builds) ?? false);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'response' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const answer of node.initializer.properties) {
        if (ts.isPropertyAssignment(answer) && builds(answer.initializer))
          found.push(source.getLineAndCharacterOfPosition(answer.getStart()).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the API contract', () => {
  it('is what the server declares on its routes: the domain schemas, none built in a module', () => {
    const built = sourceFiles(join(root, 'apps/server/src')).flatMap((path) =>
      answersBuiltInPlace(path).map(
        (line) => `${relative(root, path)}:${line} builds an answer's schema: move it to a domain *-response.ts`,
      ),
    );
    expect(built).toEqual([]);
  });

  it('says who may call a route through the one access helper, and takes an :id through the one idParams', () => {
    const modules = sourceFiles(join(root, 'apps/server/src/modules'));
    const byHand = modules.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return [
        /authToken|security:/.test(text) && `${relative(root, path)} writes a route's security: use guarded()`,
        /onRequest:\s*(guards|app\.ctx\.guards)\./.test(text) &&
          `${relative(root, path)} writes a guard: use guarded()`,
        /z\.object\(\{\s*id:\s*idField/.test(text) && `${relative(root, path)} declares its own :id: use idParams()`,
      ].filter((problem): problem is string => typeof problem === 'string');
    });
    expect(byHand).toEqual([]);
  });

  it('has the answers written once, in the domain response schemas', () => {
    const shapes = shapesOf(responseModules);
    expect(shapes.size).toBeGreaterThan(30);
    // The store's answer is among them, field by field (asapAt and the slots' settings included).
    expect(
      shapes.get(
        [
          'acceptingOrders',
          'asapAt',
          'badge',
          'busyMinutes',
          'cashMaxTotal',
          'cashOnPickup',
          'deliverySlotCapacity',
          'hours',
          'nextOpening',
          'open',
          'paused',
          'prepMinutes',
          'refusal',
          'scheduleDaysAhead',
          'slotCapacity',
        ].join(','),
      ),
    ).toMatch(/store-response/);
    expect(copiesOf(shapes, 'infer the type from the response schema')).toEqual([]);
  });

  it('has the requests written once, in the domain request schemas', () => {
    const shapes = shapesOf(requestModules);
    expect(shapes.size).toBeGreaterThan(15);
    expect(copiesOf(shapes, 'take the type from z.input of the request schema')).toEqual([]);
  });

  it('names every answer of an API call by a type inferred from its schema, never a type literal', () => {
    const literals = checkedFiles.flatMap((path) =>
      declaredShapes(path)
        .filter(({ asAnswer }) => asAnswer)
        .map(
          ({ line }) => `${relative(root, path)}:${line} spells out an answer: use the type inferred from its schema`,
        ),
    );
    expect(literals).toEqual([]);
  });
});
