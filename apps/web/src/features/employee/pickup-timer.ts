import { SCHEDULED_LIST_MINUTES, slotDayHeading, timeAtStore } from '@burgers/domain/pickup-slots';
import type { Order } from '@burgers/domain/types';

const MINUTE_MS = 60_000;
/** A card turns amber this many minutes before its promised time, and red once it passes. */
export const PROMISE_WARNING_MINUTES = 5;

export type PromiseTone = 'ok' | 'late' | 'overdue';

export interface PromiseTimer {
  /** Whole minutes left until the promise (0 in its last minute), or minutes past it once late. */
  minutes: number;
  overdue: boolean;
  tone: PromiseTone;
  /** The promised time at the store: `21:35`. */
  time: string;
}

/** How a pending order stands against the time its customer was promised. */
export function promiseTimer(promisedAt: string, now: Date): PromiseTimer {
  const left = new Date(promisedAt).getTime() - now.getTime();
  const overdue = left <= 0;
  const minutes = overdue ? Math.floor(-left / MINUTE_MS) : Math.floor(left / MINUTE_MS);
  const tone: PromiseTone = overdue ? 'overdue' : left <= PROMISE_WARNING_MINUTES * MINUTE_MS ? 'late' : 'ok';
  return { minutes, overdue, tone, time: timeAtStore(new Date(promisedAt)) };
}

/**
 * The queue (soonest promise first) and the orders scheduled for later: a scheduled order
 * (`pickupAt`) waits in `Programados` until 45 minutes before its time. An as-soon-as-possible order
 * is always in the queue, however far a full kitchen pushed its promise: it is cooked in its turn.
 */
export function splitByPromise(orders: readonly Order[], now: Date): { queue: Order[]; scheduled: Order[] } {
  const sorted = [...orders].sort(
    (a, b) => a.promisedAt.localeCompare(b.promisedAt) || a.createdAt.localeCompare(b.createdAt),
  );
  const horizon = now.getTime() + SCHEDULED_LIST_MINUTES * MINUTE_MS;
  const waits = (order: Order) => order.pickupAt !== null && new Date(order.promisedAt).getTime() > horizon;
  return { queue: sorted.filter((order) => !waits(order)), scheduled: sorted.filter(waits) };
}

/** `12:30` today, `Mañana 12:30` otherwise. */
export function scheduledTime(promisedAt: string, now: Date): string {
  const at = new Date(promisedAt);
  const day = slotDayHeading(at, now);
  return day === 'Hoy' ? timeAtStore(at) : `${day} ${timeAtStore(at)}`;
}

export const itemCount = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity, 0);
