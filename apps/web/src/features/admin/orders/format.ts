import { STORE_TIME_ZONE } from '@burgers/domain/constants';

const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `24/11/2026 21:05` in the store's zone. */
export const deskDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');

/** `#23`, or the payment id for an order from before numbers. */
export const orderLabel = (order: { number: number | null; purchaseId: string }) =>
  order.number === null ? order.purchaseId : `#${order.number}`;
