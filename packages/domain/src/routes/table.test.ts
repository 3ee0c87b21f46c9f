import { describe, expect, it } from 'vitest';
import type { RouteShape } from './define';

type Module = Record<string, Record<string, RouteShape>>;
const tables = import.meta.glob<Module>(['./*.ts', '!./*-paths.ts', '!./define.ts', '!./*.test.ts'], {
  eager: true,
});
const paths = import.meta.glob<Record<string, Record<string, { method: string; path: string }>>>('./*-paths.ts', {
  eager: true,
});

const entries = Object.values(tables).flatMap((module) =>
  Object.values(module).flatMap((table) => Object.entries(table)),
);

describe('the route table', () => {
  it('has every area', () => {
    expect(Object.keys(tables).length).toBeGreaterThan(0);
  });

  it('names each method and path once', () => {
    const seen = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(seen.filter((key, index) => seen.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every route a success answer', () => {
    for (const [name, entry] of entries) {
      expect(Object.keys(entry.response), name).toEqual(expect.arrayContaining([expect.stringMatching(/^20[01]$/)]));
    }
  });

  it("keeps each area's addresses (routes/<area>-paths.ts) equal to its table (npm run routes:paths)", () => {
    for (const [file, module] of Object.entries(tables)) {
      const derived = paths[file.replace(/\.ts$/, '-paths.ts')];
      expect(derived, `${file} has no paths file`).toBeDefined();
      for (const [name, table] of Object.entries(module)) {
        const expected = Object.fromEntries(
          Object.entries(table).map(([key, { method, path }]) => [key, { method, path }]),
        );
        expect(derived?.[name.replace(/Routes$/, 'Paths')], file).toEqual(expected);
      }
    }
  });
});
