import { MSG } from '@burgers/domain/messages';

/** The cart's pickup choice (issue 19's texts, the hints ours). */
export const PICKUP_TEXT = {
  title: 'Retiro',
  /** The same choice for a delivery order: when it leaves the kitchen. */
  titleDelivery: 'Entrega',
  asap: (time: string) => `Lo antes posible (aprox. ${time})`,
  asapNone: 'Lo antes posible',
  schedule: 'Programar',
  closedOnlySchedule: 'Ahora estamos cerrados: sólo podés programar tu pedido para cuando abramos.',
  busy: MSG.pickupBusyNotice,
  chooseSlot: 'Elegí un horario para retirar tu pedido.',
  noAsap: 'No quedan turnos libres para lo antes posible: programá tu pedido.',
  noSlots: 'No hay horarios disponibles para programar.',
  full: 'Completo',
  loading: 'Cargando horarios…',
} as const;
