import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Jumps to the top of the page: used by public links, including a click on the page already open. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** docs/product/storefront.md#navigation-bars: following a public link opens the new page at its top; going back keeps the old position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') scrollToTop();
  }, [pathname, navigationType]);
  return null;
}
