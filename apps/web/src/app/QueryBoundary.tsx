import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { logFailedLoad } from '#api/failed-loads';
import { registerServiceWorker } from '#lib/service-worker';
import { seedFromServer } from './ssr/initial-data';

/**
 * The app's one query cache in the browser, shared by every boundary; it starts with the server's
 * answers, and every failed load is logged by it.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: logFailedLoad }),
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
seedFromServer(queryClient);

// The installable app's worker registers from here: every page loads this module (the home page
// with its coupons, below the fold), never in the first load of /, and once the page is idle.
if (import.meta.env.PROD && typeof window !== 'undefined') void registerServiceWorker();

/** On the server, each render brings a cache of its own (requests must never share one). */
export const RenderQueryClient = createContext<QueryClient | null>(null);

/** Provides the query cache; loaded with the first part of a page that fetches (see lazyWithQueries). */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
