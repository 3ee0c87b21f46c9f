/** SPEC §8's builder confirmation, word for word. */
export const BUILDER_TEXT = {
  added: 'Hamburguesa añadida al carrito',
} as const;
