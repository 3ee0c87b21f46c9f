/**
 * The newsletter subscription's messages (docs/product/messages.md#newsletter-subscription), also in
 * MSG. On their own because the footer's subscription form is on every page's first load: importing
 * the whole message table for three texts brought some 140 along (2.4 kB gzip).
 */
export const NEWSLETTER_SUBSCRIPTION_MSG = {
  newsletterEmailRequired: '* El email es obligatorio!',
  newsletterEmailInvalid: '* Dirección de email inválida!',
  emailTooLong: 'El email es demasiado largo',
} as const;
