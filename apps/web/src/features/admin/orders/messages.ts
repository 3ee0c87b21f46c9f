import type { OrderState } from '@burgers/domain/constants';
import type { TimelineEntry } from '@burgers/domain/types';

export const DESK_TEXT = {
  kicker: 'Panel Admin',
  title: 'Pedidos',
  subtitle: 'Todos los pedidos pagados: buscá, revisá y devolvé dinero.',
  search: 'Buscar',
  searchPlaceholder: 'Número (#23), nombre o email',
  from: 'Desde',
  to: 'Hasta',
  status: 'Estado',
  allStates: 'Todos',
  noShow: 'No retirado',
  noShowTitle: (order: string) => `¿Marcar el pedido ${order} como No retirado?`,
  noShowText: 'Sale de la lista de listos; si era en efectivo no se cobra, y cuenta en contra del cliente.',
  noShowDone: (at: string) => `No retirado (marcado el ${at})`,
  noShowFailed: 'No se pudo marcar como No retirado. Probá de nuevo.',
  channel: 'Canal',
  allChannels: 'Todos',
  method: 'Medio de pago',
  allMethods: 'Todos',
  clear: 'Limpiar',
  download: 'Descargar CSV',
  downloadFailed: 'No se pudo descargar el archivo. Probá de nuevo.',
  count: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
  loadFailed: 'No se pudieron cargar los pedidos.',
  emptyTitle: 'No hay pedidos',
  emptyText: 'Probá con otra búsqueda o con otras fechas.',
  number: 'Número',
  date: 'Fecha y hora',
  customer: 'Cliente',
  items: 'Productos',
  total: 'Total',
  refunded: 'Devuelto',
  invoice: 'Factura',
  open: (label: string) => `Abrir el pedido ${label}`,
  pages: 'Páginas de pedidos',
  detailTitle: (label: string) => `Pedido ${label}`,
  lines: 'Productos',
  note: 'Nota',
  coupons: 'Cupones',
  payment: 'Pago',
  paymentId: 'Id de pago',
  installments: (n: number) => (n === 1 ? '1 cuota' : `${n} cuotas`),
  simulated: 'Pago simulado',
  mercadopago: 'MercadoPago',
  subtotal: 'Subtotal',
  discounts: 'Descuentos',
  timeline: 'Historia',
  refund: 'Devolver dinero',
  deliver: 'Marcar Entregado',
  close: 'Cerrar',
  nothingLeft: 'Ya se devolvió todo.',
  refundTitle: (label: string) => `Devolver dinero del pedido ${label}`,
  refundAll: (left: string) => `Todo lo que queda (${left})`,
  refundPart: 'Una parte',
  amount: 'Monto en pesos',
  reason: 'Motivo (lo lee el cliente)',
  reasonHelp: 'Hasta 200 caracteres.',
  refundConfirm: (amount: string) => `Devolver ${amount}`,
  cancel: 'Cancelar',
  refundWillCancel: 'Devolver todo antes de que lo retiren cancela el pedido y lo saca de la cocina.',
  refundDone: 'Devolución registrada.',
  refundFailed: 'No se pudo hacer la devolución.',
  paidTotal: 'Pagado',
  left: 'Queda por devolver',
} as const;

export const STATE_TONE: Record<OrderState, string> = {
  Pendiente: 'text-bg-warning',
  Listo: 'text-bg-info',
  'En camino': 'text-bg-primary',
  Entregado: 'text-bg-success',
  Cancelado: 'text-bg-secondary',
};

/** A timeline entry in words: `Marcado Listo por Emma Empleada`. */
export function timelineText(entry: TimelineEntry, money: (pesos: number) => string): string {
  const by = entry.by ? ` por ${entry.by}` : '';
  switch (entry.kind) {
    case 'created':
      return 'Pedido creado';
    case 'paid':
      return 'Pago aprobado';
    case 'ready':
      return `Marcado Listo${by}`;
    case 'delivered':
      return `Entregado${by}`;
    case 'refund':
      return `Devolución de ${money(entry.amount ?? 0)}${by}: ${entry.reason ?? ''}`;
    case 'cancelled':
      return 'Pedido cancelado';
  }
}
