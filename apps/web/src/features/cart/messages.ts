/** The cart's own texts; SPEC's coupon messages come from the domain. */
export const CART_TEXT = {
  emptyTitle: 'Tu carrito está vacío',
  emptyText: 'Todavía no agregaste nada. Date una vuelta por el menú o armá tu propia burger.',
  clearTitle: '¿Vaciar el carrito?',
  clearText: 'Se quitarán todos los productos.',
  clearConfirm: 'Vaciar',
  couponAdded: 'Cupón aplicado',
} as const;
