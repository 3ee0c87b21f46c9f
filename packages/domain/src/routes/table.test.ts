import { describe, expect, it } from 'vitest';
import { routeTables } from './all';
import type { RouteShape } from './define';

const entries = Object.entries(routeTables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, RouteShape>).map(([name, entry]) => [`${area}.${name}`, entry] as const),
);

describe('the route table', () => {
  it('names each method and path once', () => {
    const seen = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(seen.filter((key, index) => seen.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every route one success answer', () => {
    for (const [name, entry] of entries) {
      expect(
        Object.keys(entry.response).filter((status) => /^20[014]$/.test(status)),
        name,
      ).toHaveLength(1);
    }
  });

  it('writes every path parameter it names in the params schema, and only those', () => {
    for (const [name, entry] of entries) {
      const inPath = [...entry.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      const shape = (entry.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), name).toEqual(inPath);
    }
  });
});
