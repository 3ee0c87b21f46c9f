/** The rider's page (docs/product/delivery.md#to-the-door). */
export const RIDER_TEXT = {
  title: 'Reparto',
  empty: 'No tenés pedidos asignados.',
  order: (number: number | null) => (number === null ? 'Pedido' : `Pedido #${number}`),
  call: 'Llamar',
  maps: 'Abrir en el mapa',
  inTransit: 'En camino',
  delivered: 'Entregado',
  share: 'Compartir mi ubicación con el cliente',
  shared: 'Ubicación compartida',
  between: (streets: string) => `Entre ${streets}`,
  floor: (floor: string, apartment: string) =>
    [floor && `Piso ${floor}`, apartment && `Depto ${apartment}`].filter(Boolean).join(' · '),
  moveFailed: 'No se pudo actualizar el pedido. Probá de nuevo.',
} as const;
