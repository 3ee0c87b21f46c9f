/** Every word the pickup board shows. */
export const BOARD_TEXT = {
  title: 'Pantalla de retiro',
  pageTitle: 'Pedidos | Burgers Devoto',
  preparing: 'En preparación',
  ready: 'Listos para retirar',
  sound: 'Sonido',
  soundHelp: 'Suena un aviso cuando un pedido está listo',
  reconnecting: 'Reconectando...',
  nonePreparing: 'Sin pedidos en preparación',
  noneReady: 'Todavía no hay pedidos listos',
  hint: 'Retirá tu pedido en el mostrador cuando veas tu número en Listos para retirar.',
  orderLabel: (number: number) => `Pedido número ${number}`,
  newlyReady: (number: number) => `El pedido #${number} está listo para retirar`,
} as const;
