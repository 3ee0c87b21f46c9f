import { lazy, type ComponentType } from 'react';

/** The query cache's provider (QueryBoundary.tsx), loaded with the first part of a page that fetches. */
export const queryBoundary = () => import('./QueryBoundary');

/**
 * A lazily loaded component inside the query cache's provider. TanStack Query is loaded with the
 * first such component instead of with the shell, so the home page's first screen (which fetches
 * nothing) does not wait for it. Anything that uses a query must be rendered through this.
 * `alongside` loads more with it (a page's shared stylesheets).
 */
export function lazyWithQueries<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  alongside: () => Promise<unknown> = () => Promise.resolve(),
) {
  return lazy(async () => {
    const [{ default: Component }, { QueryBoundary }] = await Promise.all([load(), queryBoundary(), alongside()]);
    function WithQueries(props: P) {
      return (
        <QueryBoundary>
          <Component {...props} />
        </QueryBoundary>
      );
    }
    return { default: WithQueries };
  });
}
