import { STORE_ADDRESS } from '@burgers/domain/constants';

/** The one local of the shop (docs/product/storefront.md#home): shown in the footer, the home page and wherever a visitor looks for us. */
export const STORE = {
  name: 'Burgers Devoto',
  street: 'Av. Francisco Beiró 5200',
  area: 'Villa Devoto, CABA',
  address: STORE_ADDRESS,
  phone: '+54 11 4567-8900',
  phoneHref: 'tel:+541145678900',
  email: 'hola@burgersdevoto.com.ar',
  mapEmbedUrl:
    'https://www.google.com/maps?q=Av.%20Francisco%20Beir%C3%B3%205200%2C%20Villa%20Devoto%2C%20CABA&output=embed',
  mapLink:
    'https://www.google.com/maps/search/?api=1&query=Av.%20Francisco%20Beir%C3%B3%205200%2C%20Villa%20Devoto%2C%20CABA',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/burgersdevoto' },
    { name: 'Facebook', href: 'https://www.facebook.com/burgersdevoto' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@burgersdevoto' },
    { name: 'WhatsApp', href: 'https://wa.me/541145678900' },
  ],
} as const;

export type SocialNetwork = (typeof STORE.social)[number]['name'];
