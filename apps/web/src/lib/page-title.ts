import { useEffect } from 'react';

export const SITE_NAME = 'Burgers Devoto';

/** What a public page says about itself in search results, link previews and the browser's tab. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The public pages' own words; the server writes them into the page's head, the browser's tab follows them. */
export const PAGE_META = {
  home: {
    title: `${SITE_NAME} | Hamburguesas a la parrilla en Villa Devoto`,
    description:
      'Hamburguesas artesanales a la parrilla, pan de papa horneado cada mañana, papas cortadas a mano y opciones veggie en Villa Devoto, Buenos Aires. Pedí online.',
  },
  menu: {
    title: `Menú | ${SITE_NAME}`,
    description: 'El menú de Burgers Devoto: hamburguesas, combos para compartir, papas y bebidas bien frías. Elegí, armá tu burger y pedí online.',
  },
  about: {
    title: `Nosotros | ${SITE_NAME}`,
    description: 'Quiénes somos: una hamburguesería de barrio en Villa Devoto, con carne picada todos los días y un equipo que vive a pocas cuadras.',
  },
  reviews: {
    title: `Qué dicen de nosotros | ${SITE_NAME}`,
    description: 'Las opiniones de los vecinos que ya probaron las hamburguesas de Burgers Devoto.',
  },
  contact: {
    title: `Contacto | ${SITE_NAME}`,
    description: 'Escribinos por franquicias, consultas, felicitaciones o reclamos. Dirección, teléfono y horarios de Burgers Devoto.',
  },
} as const satisfies Record<string, PageMeta>;

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
