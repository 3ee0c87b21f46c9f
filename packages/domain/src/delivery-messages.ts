/**
 * The delivery's Spanish texts (docs/product/delivery.md). The refusals before payment are the
 * issue's to the letter; the zone editor's are ours.
 */
export const DELIVERY_MSG = {
  outsideZones: 'Todavía no llegamos a esa dirección. Podés retirarlo en el local.',
  underMinimum: 'El pedido mínimo para envío a {zona} es $ {mínimo}.',
  // Ours.
  deliveryOff: 'Ahora no hacemos envíos. Podés retirarlo en el local.',
  addressRequired: 'Indicá la dirección de entrega y marcala en el mapa.',
  addressStreetRequired: 'Indicá la calle y el número.',
  addressPointInvalid: 'Marcá la dirección en el mapa.',
  addressTooLong: 'La dirección es demasiado larga.',
  addressNotFound: 'No encontramos esa dirección.',
  addressesTooMany: 'Podés guardar hasta 10 direcciones.',
  zoneNotClosed: 'La zona debe ser un polígono cerrado de al menos tres puntos.',
  zoneCrosses: 'El borde de la zona no puede cruzarse a sí mismo.',
  zoneTooFar: 'La zona no puede estar a más de {km} km del local.',
  zoneNameRequired: 'Cada zona necesita un nombre.',
  zoneNameRepeated: 'Dos zonas no pueden llamarse igual.',
  zoneFeeInvalid: 'El costo de envío debe ser un importe entre 0 y 1.000.000.',
  zoneMinimumInvalid: 'El pedido mínimo debe ser un importe entre 0 y 10.000.000.',
  zoneExtraMinutesInvalid: 'Los minutos extra deben ser un número entero entre 0 y 120.',
  zonesTooMany: 'Podés tener hasta 30 zonas.',
  inTransitOnlyDelivery: 'Sólo un pedido con envío listo puede salir En camino.',
  riderInvalid: 'El repartidor debe ser una cuenta de empleado activa.',
  deliveredNeedsTransit: 'Un pedido con envío se entrega después de salir En camino.',
  positionOnlyInTransit: 'Sólo se comparte la ubicación de un pedido En camino asignado a vos.',
  positionTooSoon: 'La ubicación se comparte como mucho cada 30 segundos.',
  deliveryCapacityInvalid: 'La capacidad de envíos debe ser un número entero entre 0 y 200.',
} as const;
