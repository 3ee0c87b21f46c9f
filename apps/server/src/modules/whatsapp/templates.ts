/**
 * The template messages the shop sends, as the owner submits them to Meta (docs/operations.md#whatsapp):
 * name, category and body in es_AR. Meta only sends a template it approved, word for word, so the
 * texts here and in the docs are the same; the parameters fill `{{1}}`, `{{2}}`, ... in order.
 */
export const TEMPLATES = {
  /** The order was paid and is in the kitchen (beside the receipt mail, which is the proof of purchase). */
  confirmado: {
    name: 'pedido_confirmado',
    parameters: ['nombre', 'número de pedido', 'total', 'cuándo retirarlo o recibirlo', 'enlace a la compra'],
    body:
      '¡Hola {{1}}! Recibimos el pago de tu pedido #{{2}} por {{3}} y ya está en la cocina. {{4}}. ' +
      'Seguí tu pedido en {{5}} . Si no querés más avisos por WhatsApp, respondé BAJA.',
  },
  listo: {
    name: 'pedido_listo',
    parameters: ['nombre', 'número de pedido', 'dirección del local'],
    body:
      '¡Hola {{1}}! Tu pedido #{{2}} está listo para retirar. Te esperamos en {{3}}: decí tu número en el mostrador. ' +
      'Si no querés más avisos por WhatsApp, respondé BAJA.',
  },
  en_camino: {
    name: 'pedido_en_camino',
    parameters: ['nombre', 'número de pedido', 'repartidor', 'horario de entrega', 'enlace a la compra'],
    body:
      '¡Hola {{1}}! Tu pedido #{{2}} está en camino con {{3}}. {{4}}. Seguilo en vivo en {{5}} . ' +
      'Si no querés más avisos por WhatsApp, respondé BAJA.',
  },
  /** The review request an hour after pickup (sent by the follow-ups' job, modules/followups). */
  gracias: {
    name: 'pedido_gracias',
    parameters: ['nombre', 'número de pedido', 'página de reseñas de la tienda', 'reseña en Google'],
    body:
      '¡Gracias por tu pedido #{{2}}, {{1}}! ¿Qué te pareció? Contanos en {{3}} o dejanos una reseña en Google: {{4}} . ' +
      'Si no querés más avisos por WhatsApp, respondé BAJA.',
  },
} as const;

export type TemplateKind = keyof typeof TEMPLATES;
