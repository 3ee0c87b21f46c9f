/** Spanish texts of the reviews screens. */
export const REVIEW_TEXT = {
  sent: 'Opinion enviada',
  failed: 'No se pudo enviar tu opinión!',
  sample: {
    rating: 5,
    author: 'Cliente de Burgers Devoto',
    description:
      'Las mejores hamburguesas de Devoto: pan casero, carne jugosa y papas crocantes. La atención, un diez. ¡Volvemos seguro!',
  },
} as const;
