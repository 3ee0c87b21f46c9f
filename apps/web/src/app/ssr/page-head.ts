import { formatPrice } from '@burgers/domain/pricing';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Product } from '@burgers/domain/types';
import { productSummary, TYPE_LABELS } from '#components/product-summary';
import { STORE } from '#components/store/store-info';
import { HOME_TITLE } from '#features/home/home-title';
import { PAGE_TITLES, productTitle, SITE_NAME } from '#lib/page-title';
import { pathTo } from '#lib/paths';
import { scriptSafeJson } from './initial-data';

/** What a public page says about itself in search results and link previews. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The public pages' own words (server only: the browser needs the titles alone). */
export const PAGE_META = {
  home: {
    title: HOME_TITLE,
    description:
      'Hamburguesas artesanales a la parrilla, pan de papa horneado cada mañana, papas cortadas a mano y opciones veggie en Villa Devoto, Buenos Aires. Pedí online.',
  },
  menu: {
    title: PAGE_TITLES.menu,
    description:
      'El menú de Burgers Devoto: hamburguesas, combos para compartir, papas y bebidas bien frías. Elegí, armá tu burger y pedí online.',
  },
  about: {
    title: PAGE_TITLES.about,
    description:
      'Quiénes somos: una hamburguesería de barrio en Villa Devoto, con carne picada todos los días y un equipo que vive a pocas cuadras.',
  },
  reviews: {
    title: PAGE_TITLES.reviews,
    description: 'Las opiniones de los vecinos que ya probaron las hamburguesas de Burgers Devoto.',
  },
  contact: {
    title: PAGE_TITLES.contact,
    description:
      'Escribinos por franquicias, consultas, felicitaciones o reclamos. Dirección, teléfono y horarios de Burgers Devoto.',
  },
} as const satisfies Record<string, PageMeta>;

/** What a page's `<head>` tells search engines and link previews (the browser renders none of it). */
export interface PageHead extends PageMeta {
  /** The page's address without its filters (the menu's canonical page is /menu). */
  path: string;
  /** An image for link previews, a path of the shop or an absolute address. */
  image: string;
  type: 'website' | 'product';
  /** schema.org descriptions, as JSON-LD. */
  structuredData: object[];
  /** Open Graph's product price, for a product page. */
  price?: number;
  /**
   * The first screen's largest picture, fetched with the head: found only in the body, it waited
   * a second behind the stylesheets and fonts on a throttled phone (Lighthouse's LCP load delay).
   */
  preloadImage?: string;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LOGO = '/images/logo.svg';
const HERO = '/images/home/slide-clasica.svg';

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** The shop as schema.org describes a restaurant: where, when (the store's hours setting) and its menu. */
export function restaurantData(absolute: (path: string) => string, hours: readonly HoursRange[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: SITE_NAME,
    url: absolute('/'),
    logo: absolute(LOGO),
    image: absolute(HERO),
    telephone: STORE.phone,
    email: STORE.email,
    servesCuisine: 'Hamburguesas',
    priceRange: '$$',
    hasMenu: absolute('/menu'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: STORE.street,
      addressLocality: 'Villa Devoto',
      addressRegion: 'Ciudad Autónoma de Buenos Aires',
      addressCountry: 'AR',
    },
    // A range that ends at midnight closes at 23:59 for schema.org; one that crosses midnight closes
    // before it opens, which schema.org reads as the next day.
    openingHoursSpecification: hours.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[range.day] ?? 'Monday'}`,
      opens: range.from,
      closes: range.to === '24:00' ? '23:59' : range.to,
    })),
    sameAs: STORE.social.map((network) => network.href),
  };
}

/** A product page's head: its name, price and picture, and schema.org's Product with its offer. */
export function productHead(product: Product, absolute: (path: string) => string): PageHead {
  const summary = productSummary(product);
  const label = TYPE_LABELS[product.type];
  const description = `${label} de ${SITE_NAME} a ${formatPrice(product.price)}${summary ? `: ${summary}` : ''}. Pedí online en Villa Devoto.`;
  const path = pathTo.product(product.id);
  const image = product.imgUri ?? '/images/placeholders/product.svg';
  return {
    title: productTitle(product.name),
    description,
    path,
    image,
    type: 'product',
    price: product.price,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: summary || description,
        image: absolute(image),
        category: label,
        url: absolute(path),
        brand: { '@type': 'Brand', name: SITE_NAME },
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: 'ARS',
          availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: absolute(path),
        },
      },
    ],
  };
}

/** The head of a public page that shows no single product. */
export function pageHead(meta: PageMeta, path: string, structuredData: object[] = []): PageHead {
  return { ...meta, path, image: HERO, type: 'website', structuredData };
}

export const homeHead = (absolute: (path: string) => string, hours: readonly HoursRange[]): PageHead => ({
  ...pageHead(PAGE_META.home, '/', [restaurantData(absolute, hours)]),
  // The hero's first slide.
  preloadImage: HERO,
});

/** The tags themselves, every value escaped; JSON-LD as data blocks the browser never runs. */
export function headTags(head: PageHead, absolute: (path: string) => string): string {
  const url = absolute(head.path);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absolute(head.image)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (head.preloadImage) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`);
  }
  if (head.price !== undefined) {
    tags.push(
      meta('property', 'product:price:amount', head.price.toFixed(2)),
      meta('property', 'product:price:currency', 'ARS'),
    );
  }
  for (const data of head.structuredData)
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('\n    ');
}
