import type { Query } from '@tanstack/react-query';
import { ApiError } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A 404 (or a malformed id's 400) is this query's answer, shown as a not-found page: not a failure. */
      missingIsAnAnswer?: boolean;
    };
  }
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The one place a failed load is reported, for every query of the app (the query cache calls it):
 * a failed load is only logged, the page shows what it has and no popup
 * (docs/product/README.md#conventions-every-area-shares).
 */
export function logFailedLoad(error: Error, query: Query<unknown, unknown, unknown>): void {
  if (query.meta?.missingIsAnAnswer && isMissing(error)) return;
  console.error(`No se pudo cargar ${JSON.stringify(query.queryKey)}`, error);
}
