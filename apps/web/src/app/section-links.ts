/** The shop's public sections, in the order the navigation bar and the footer list them. */
export const SECTION_LINKS = [
  { to: '/menu', label: 'Menú' },
  { to: '/addBurger', label: 'Armá tu burger' },
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/quedicendenosotros', label: 'Opiniones' },
  { to: '/contacto', label: 'Contacto' },
] as const;
