export const PUSH_TEXT = {
  notifyMe: 'Avisame cuando esté listo',
  willNotify: 'Te vamos a avisar en este dispositivo cuando esté listo.',
  denied: 'No pudimos activar los avisos: revisá los permisos de notificaciones del navegador.',
  kitchen: 'Avisos de pedidos nuevos',
  kitchenHelp: 'Este dispositivo recibe un aviso por cada pedido nuevo aunque la pantalla esté cerrada',
} as const;
