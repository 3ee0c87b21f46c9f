/** The cart's delivery texts (docs/product/delivery.md#the-customers-address). */
export const DELIVERY_TEXT = {
  title: '¿Cómo lo recibís?',
  pickup: 'Retiro en el local',
  delivery: 'Envío a domicilio',
  street: 'Calle y número',
  floor: 'Piso',
  apartment: 'Departamento',
  betweenStreets: 'Entre calles',
  note: 'Nota para el repartidor',
  phone: 'Teléfono',
  mapHelp: 'Tocá el mapa donde entregamos: el pin decide la zona.',
  mapLabel: 'Mapa de las zonas de envío con el local',
  myLocation: 'Usar mi ubicación',
  zone: (zone: string, fee: string) => `Envío a ${zone}: ${fee}`,
  off: 'Ahora no hacemos envíos. Podés retirarlo en el local.',
  savedAddresses: 'Mis direcciones',
  saveAddress: 'Guardar esta dirección',
} as const;
