import { Suspense } from 'react';
import { whenIdle } from '#lib/when-idle';
import { lazyWithQueries } from './lazy-with-queries';

// The footer sits below the fold on every page: its icons, map and newsletter form load once the page
// itself has loaded, instead of weighing on the first load. A server-rendered footer shows meanwhile.
const FooterContent = lazyWithQueries(async () => {
  await whenIdle();
  return import('./FooterContent');
});

export function Footer() {
  return (
    <Suspense fallback={<footer className="site-footer site-footer--loading" />}>
      <FooterContent />
    </Suspense>
  );
}
