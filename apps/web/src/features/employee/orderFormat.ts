import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import type { Order } from '@burgers/domain/types';
import { EMPLOYEE_TEXT } from './messages';

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});

/** The order's time in the store's zone, as Argentines write it: '21/11/26, 14:05'. */
export const orderTime = (order: Order): string => timeFormat.format(new Date(order.createdAt));

export function customerName(order: Order): string {
  const customer = order.customer[0];
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return name || EMPLOYEE_TEXT.unknownCustomer;
}
