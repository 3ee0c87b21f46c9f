import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import { todayInStore } from '@burgers/domain/coupons';
import type { Order } from '@burgers/domain/types';
import { EMPLOYEE_TEXT } from './messages';

const clockFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

/** A time of day at the store: '14:05'. */
export const clockTime = (iso: string): string => clockFormat.format(new Date(iso));

/** Whole minutes from `fromIso` to `to` (never negative: a clock a little behind the server's shows 0). */
export function minutesBetween(fromIso: string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(fromIso).getTime()) / 60_000));
}

/** Green under 10 minutes, amber from 10 to 20, red over 20. */
export function waitTone(minutes: number): 'ok' | 'late' | 'overdue' {
  if (minutes < 10) return 'ok';
  if (minutes <= 20) return 'late';
  return 'overdue';
}

/** Today's ready orders (the store's day), the latest marked first. */
export function readyToday(orders: readonly Order[], now: Date): Order[] {
  const today = todayInStore(now);
  return orders
    .filter((order) => order.readyAt !== null && todayInStore(new Date(order.readyAt)) === today)
    .sort((a, b) => (b.readyAt ?? '').localeCompare(a.readyAt ?? ''));
}

export function customerName(order: Order): string {
  const customer = order.customer[0];
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return name || EMPLOYEE_TEXT.unknownCustomer;
}
