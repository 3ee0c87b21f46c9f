import { Suspense } from 'react';
import { whenIdle } from '#lib/when-idle';
import { lazyWithQueries } from './lazy-with-queries';

// The footer sits below the fold on every page: its icons, map and newsletter form load once the page
// itself has loaded, instead of weighing on the first load. A server-rendered footer shows meanwhile.
/** How long the footer waits for the store's hours before it is drawn without them. */
const STORE_WAIT_MS = 2000;

const FooterContent = lazyWithQueries(async () => {
  await whenIdle();
  const [content, { queryClient }, { storeQuery }] = await Promise.all([
    import('./FooterContent'),
    import('./QueryBoundary'),
    import('#api/store'),
  ]);
  // The store's hours are asked for before the footer is drawn, in a task of their own: asking while
  // drawing it made one long task of the two, and the answer a second drawing. A failed or slow
  // answer does not hold the footer back: its own query shows and retries it. On the server the page's
  // own data is all there is: the footer is rendered without asking (there is no browser to ask from).
  if (typeof window === 'undefined') return content;
  await Promise.race([
    queryClient.prefetchQuery(storeQuery),
    new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS)),
  ]);
  return content;
});

export function Footer() {
  return (
    <Suspense fallback={<footer className="site-footer site-footer--loading" />}>
      <FooterContent />
    </Suspense>
  );
}
