import { describe, expect, it } from 'vitest';
import { routeTables } from '@burgers/domain/routes/all';
import type { RouteShape } from '@burgers/domain/routes/define';
import { useTestApp } from './support/test-app';

/**
 * The route table (packages/domain/src/routes) is what the web app calls: every entry must be a
 * route the server answers, at the same method and path, so a renamed or dropped route fails here
 * rather than in a browser.
 */
describe('the route table', () => {
  const { t } = useTestApp();

  it('names only routes the server registers', () => {
    const missing = Object.values(routeTables)
      .flatMap((table) => Object.values(table as Record<string, RouteShape>))
      .filter((entry) => !t.app.hasRoute({ method: entry.method, url: `/api${entry.path}` }))
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(missing).toEqual([]);
  });
});
