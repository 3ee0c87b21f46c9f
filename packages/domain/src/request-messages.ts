/**
 * The Spanish sentences of request schemas that moved from the server's modules into the route
 * table (routes/): a bad path, query or body answers them with a 400. Their keys are the codes the
 * answers carry (apps/server/src/lib/error-codes.ts lists this table), as they did on the server.
 */
export const REQUEST_MSG = {
  favoritesInvalid: 'La lista de favoritos debe contener ids de productos',
  orderNotFound: 'Compra no encontrada',
  orderStatusFilterInvalid: 'El estado debe ser Pendiente o Listo',
  orderReadyOnly: 'El pedido sólo puede marcarse como Listo',
  reviewFlagInvalid: 'El valor de review debe ser true',
  paymentNotFound: 'Pago no encontrado',
  pushSubscriptionInvalid: 'La suscripción a los avisos no es válida',
  pushTopicInvalid: 'El tema debe ser order o kitchen',
  pushPurchaseIdMissing: 'Indicá la compra de la que querés recibir avisos',
  pushEndpointMissing: 'Indicá la suscripción a dar de baja',
  productCategoryInvalid: 'La categoría debe ser burgers, combos, beverages o fries',
  productOrderInvalid: 'El orden debe ser asc o desc',
  productFilterInvalid: 'Los filtros deben ser true o false',
  productIdInvalid: 'Identificador de producto inválido',
  productLimitInvalid: 'El límite debe ser un número entero entre 1 y 100',
  ticketPaperInvalid: 'El ancho del papel debe ser 80 o 58 mm',
  socialLoginCodeInvalid: 'El código de ingreso no es válido o ya venció',
} as const;
