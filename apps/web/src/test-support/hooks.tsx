import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { logFailedLoad } from '#api/failed-loads';

/** A query cache as the app's (failed loads logged), without retries so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logFailedLoad }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Runs a hook inside its own query cache; the cache is returned for the test to look into. */
export function renderWithQueries<T>(hook: () => T, client: QueryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), client };
}
