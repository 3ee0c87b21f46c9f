import { Suspense } from 'react';
import { lazyWithQueries } from './lazyWithQueries';

// The footer sits below the fold on every page: its icons, map and newsletter form load after the page
// itself instead of weighing on the first load.
const FooterContent = lazyWithQueries(() => import('./FooterContent'));

export function Footer() {
  return (
    <Suspense fallback={<footer className="site-footer site-footer--loading" />}>
      <FooterContent />
    </Suspense>
  );
}
