import { useEffect } from 'react';

export const SITE_NAME = 'Burgers Devoto';

/** The public pages' titles; the server writes them into the page's head, the browser's tab follows them. */
export const PAGE_TITLES = {
  menu: `Menú | ${SITE_NAME}`,
  about: `Nosotros | ${SITE_NAME}`,
  reviews: `Qué dicen de nosotros | ${SITE_NAME}`,
  contact: `Contacto | ${SITE_NAME}`,
} as const;

/** A product page's title: the product first, so a tab or a result says what it is. */
export const productTitle = (name: string): string => `${name} | ${SITE_NAME}`;

/**
 * Keeps the tab's title on this page's while it is shown; back to the shop's name when it goes, so a
 * page without a title of its own never shows the previous one's.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);
}
