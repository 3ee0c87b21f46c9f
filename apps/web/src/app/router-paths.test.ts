import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS, pathTo } from '#lib/paths';
import { routes } from './router';

/** Every path the router declares, nested routes included. */
function declared(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...declared(route.children ?? [])]);
}

describe('the app addresses', () => {
  it('are each a route the router declares', () => {
    const known = new Set(declared(routes));
    expect(Object.values(PATHS).filter((path) => !known.has(path))).toEqual([]);
  });

  it('fill their parameters in', () => {
    expect(pathTo.product(12)).toBe('/detalle/12');
    expect(pathTo.review('pay 1')).toBe('/calificanos/pay%201');
  });
});
