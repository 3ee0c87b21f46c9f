/** The loyalty's messages (docs/product/loyalty.md), apart so the points page loads only these. */
export const LOYALTY_MSG = {
  loyaltyOff: 'Los puntos no están disponibles en este momento.',
  rewardNotFound: 'La recompensa no existe.',
  rewardNotEnoughPoints: 'No tenés puntos suficientes para esa recompensa.',
  rewardNeedsAccount: 'Ingresá a tu cuenta para usar tus puntos.',
  rewardNameRequired: 'Ingresá el nombre de la recompensa.',
  rewardPointsInvalid: 'Los puntos deben ser un número entero mayor a 0.',
  rewardKindInvalid: 'Una recompensa es un producto gratis o un monto de descuento (uno de los dos).',
  rewardProductUnavailable: 'El producto de la recompensa no está disponible.',
  loyaltyRateInvalid: 'Ingresá cada cuántos pesos se gana un punto (entero mayor a 0).',
  loyaltyExpiryInvalid: 'Ingresá en cuántos meses vencen los puntos (de 1 a 120).',
  pointsAdjustInvalid: 'Ingresá una cantidad de puntos distinta de 0.',
  pointsReasonRequired: 'Ingresá el motivo.',
  pointsWouldGoNegative: 'El cliente no tiene tantos puntos.',
} as const;
