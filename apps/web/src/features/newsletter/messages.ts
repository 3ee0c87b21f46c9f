/** The newsletter popups (docs/product/messages.md#newsletter-subscription), word for word. */
export const NEWSLETTER_TEXT = {
  successTitle: 'Suscripción Exitosa',
  successText: 'A partir de ahora recibirás todas nuestras novedades',
  alreadySubscribed: 'El email ya está suscripto!',
  failed: 'Error al enviar el newsletter!',
} as const;
