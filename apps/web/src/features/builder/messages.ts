/** The builder's confirmation (SPEC §8), word for word. */
export const BUILDER_TEXT = {
  added: 'Hamburguesa añadida al carrito',
} as const;
