/** The cart's delivery texts (docs/product/delivery.md#the-customers-address). */
export const DELIVERY_TEXT = {
  title: '¿Cómo lo recibís?',
  pickup: 'Retiro en el local',
  delivery: 'Envío a domicilio',
  zone: (zone: string, fee: string) => `Envío a ${zone}: ${fee}`,
  off: 'Ahora no hacemos envíos. Podés retirarlo en el local.',
  savedAddresses: 'Mis direcciones',
  saveAddress: 'Guardar esta dirección',
} as const;
