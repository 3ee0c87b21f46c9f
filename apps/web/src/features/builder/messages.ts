/** The builder's confirmation (docs/product/builder.md#the-finished-burger), word for word. */
export const BUILDER_TEXT = {
  added: 'Hamburguesa añadida al carrito',
} as const;
