import { PATHS } from '#lib/paths';
/** The shop's public sections, in the order the navigation bar and the footer list them. */
export const SECTION_LINKS = [
  { to: PATHS.menu, label: 'Menú' },
  { to: PATHS.builder, label: 'Armá tu burger' },
  { to: PATHS.about, label: 'Nosotros' },
  { to: PATHS.reviews, label: 'Opiniones' },
  { to: PATHS.contact, label: 'Contacto' },
] as const;
