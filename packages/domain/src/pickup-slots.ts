/**
 * Pickup slots: the 15-minute marks (:00, :15, :30, :45) at the store inside its opening hours,
 * each with a capacity of orders. An order placed "as soon as possible" is promised the first slot
 * that starts at or after now + preparation + busy minutes and still has room; a scheduled order
 * names one of those slots. Pure: the caller passes the clock and how many orders each slot holds.
 */
import { MSG } from './messages';
import { closedMessage, formatMinutes, instantAtStore, isOpenAt, storeClock, type StoreClock } from './store-hours';
import { toMinutes, WEEK_DAYS, type HoursRange } from './store-week';

export const SLOT_MINUTES = 15;
/** How long an unpaid checkout keeps its place in a slot while the customer pays. */
export const HOLD_MINUTES = 15;
export const BUSY_MINUTES_CHOICES = [0, 10, 20, 30] as const;
export type BusyMinutes = (typeof BUSY_MINUTES_CHOICES)[number];
export const PREP_MINUTES_MAX = 180;
export const SLOT_CAPACITY_MAX = 200;
export const SCHEDULE_DAYS_AHEAD_MAX = 7;
/** Orders more than this far from their promised time wait in the kitchen's `Programados` list. */
export const SCHEDULED_LIST_MINUTES = 45;

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

export interface PickupRules {
  /** Minutes to prepare an order in a normal moment. */
  prepMinutes: number;
  /** Extra minutes the kitchen asks for in a rush (busy mode). */
  busyMinutes: number;
  /** 0: only today; 1: today and tomorrow; ... counted by the day a range opens. */
  scheduleDaysAhead: number;
}

export interface PickupSettings extends PickupRules {
  hours: readonly HoursRange[];
  paused: boolean;
  /** Orders per slot; 0 means no limit. */
  slotCapacity: number;
}

export interface Slot {
  start: Date;
  end: Date;
}

/** How many orders each slot already holds, by the slot start's epoch milliseconds. */
export type SlotLoad = ReadonlyMap<number, number>;

/** No slot may start before this: the kitchen needs its preparation (and busy) time. */
export function earliestPickup(now: Date, rules: Pick<PickupRules, 'prepMinutes' | 'busyMinutes'>): Date {
  return new Date(now.getTime() + (rules.prepMinutes + rules.busyMinutes) * MINUTE_MS);
}

/**
 * Every slot from the earliest pickup to the end of the last allowed day, in order. A slot belongs
 * to the range it starts in, and a range to the day it opens: a Friday `20:00`-`02:00` range gives
 * slots until 01:45 on Saturday, all of them Friday's. A range's last slot starts at least 15
 * minutes before it closes.
 */
export function pickupSlots(hours: readonly HoursRange[], now: Date, rules: PickupRules): Slot[] {
  const earliest = earliestPickup(now, rules).getTime();
  const starts = slotStartsFrom(hours, storeClock(now), rules.scheduleDaysAhead);
  // The first start at or after the earliest pickup (starts are sorted).
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! < earliest) low = middle + 1;
    else high = middle;
  }
  return starts
    .slice(low)
    .map((start) => ({ start: new Date(start), end: new Date(start + SLOT_MINUTES * MINUTE_MS) }));
}

/**
 * Every slot start, sorted, of yesterday's ranges (still running past midnight) through the last
 * allowed day, whatever the time of day. A checkout asks three times (the early refusal, the count,
 * the decision) and each is some hundreds of time-zone lookups: the same store day, hours and
 * days ahead give the same starts, so they are kept (a few days' worth at most).
 */
function slotStartsFrom(hours: readonly HoursRange[], today: StoreClock, daysAhead: number): readonly number[] {
  const key = `${today.year}-${today.month}-${today.date}|${daysAhead}|${JSON.stringify(hours)}`;
  const kept = keptStarts.get(key);
  if (kept) return kept;
  const starts = new Set<number>();
  for (let offset = -1; offset <= daysAhead; offset += 1) {
    const weekday = (today.weekday + offset + 7) % 7;
    for (const range of hours) {
      if (range.day !== weekday) continue;
      const from = toMinutes(range.from);
      const rawTo = toMinutes(range.to);
      const to = rawTo <= from ? rawTo + MINUTES_PER_DAY : rawTo;
      for (
        let minute = Math.ceil(from / SLOT_MINUTES) * SLOT_MINUTES;
        minute + SLOT_MINUTES <= to;
        minute += SLOT_MINUTES
      ) {
        starts.add(instantAtStore(today.year, today.month, today.date + offset, minute).getTime());
      }
    }
  }
  const sorted = [...starts].sort((a, b) => a - b);
  if (keptStarts.size >= KEPT_STARTS_MAX) keptStarts.clear();
  keptStarts.set(key, sorted);
  return sorted;
}

const KEPT_STARTS_MAX = 16;
const keptStarts = new Map<string, readonly number[]>();

export function hasRoom(slot: Slot, load: SlotLoad, capacity: number): boolean {
  return capacity === 0 || (load.get(slot.start.getTime()) ?? 0) < capacity;
}

/** The promise an order placed now would get; null while closed, paused or with no slot with room. */
export function asapSlot(settings: PickupSettings, now: Date, load: SlotLoad): Slot | null {
  if (settings.paused || !isOpenAt(settings.hours, now)) return null;
  return pickupSlots(settings.hours, now, settings).find((slot) => hasRoom(slot, load, settings.slotCapacity)) ?? null;
}

export type PickupDecision =
  { ok: true; slot: Slot } | { ok: false; reason: 'closed' | 'paused' | 'unavailable' | 'full'; message: string };

const refuse = (reason: Exclude<PickupDecision, { ok: true }>['reason'], message: string): PickupDecision => ({
  ok: false,
  reason,
  message,
});

/**
 * Checkout's rule: `pickupAt` null is as soon as possible (only while open and not paused);
 * otherwise it must be the start of a slot offered now, with room. While paused nothing is taken.
 */
export function decidePickup(
  settings: PickupSettings,
  now: Date,
  load: SlotLoad,
  pickupAt: Date | null,
): PickupDecision {
  const open = isOpenAt(settings.hours, now);
  const slots = pickupSlots(settings.hours, now, settings);
  if (pickupAt === null) {
    const withRoom = slots.filter((slot) => hasRoom(slot, load, settings.slotCapacity));
    if (!open) {
      // Scheduling is what a closed shop offers (unless paused, or without any hours at all).
      const canSchedule = !settings.paused && settings.hours.length > 0;
      return refuse('closed', closedMessage(settings.hours, now) + (canSchedule ? ` ${MSG.pickupCanSchedule}` : ''));
    }
    if (settings.paused) return refuse('paused', MSG.storePaused);
    const first = withRoom[0];
    if (first) return { ok: true, slot: first };
    return slots.length > 0 ? refuse('full', MSG.pickupSlotFull) : refuse('unavailable', MSG.pickupSlotUnavailable);
  }
  if (settings.paused) return refuse('paused', MSG.storePaused);
  const slot = slots.find((candidate) => candidate.start.getTime() === pickupAt.getTime());
  if (!slot) return refuse('unavailable', MSG.pickupSlotUnavailable);
  if (!hasRoom(slot, load, settings.slotCapacity)) return refuse('full', MSG.pickupSlotFull);
  return { ok: true, slot };
}

// ---- how promises read ----

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with the store's offset: `2026-11-23T21:30:00-03:00`. */
export function isoAtStore(instant: Date): string {
  const clock = storeClock(instant);
  const wallMs = Date.UTC(clock.year, clock.month - 1, clock.date, 0, clock.minutes);
  const offset = Math.round((wallMs - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const date = `${clock.year}-${pad(clock.month)}-${pad(clock.date)}`;
  const time = `${formatMinutes(clock.minutes)}:${pad(instant.getUTCSeconds())}`;
  return `${date}T${time}${sign}${formatMinutes(Math.abs(offset))}`;
}

/** The store's `HH:MM` of an instant. */
export function timeAtStore(instant: Date): string {
  return formatMinutes(storeClock(instant).minutes);
}

/** Calendar days at the store from `now`'s day to `instant`'s day (0 today, 1 tomorrow, -1 yesterday). */
export function storeDaysFrom(now: Date, instant: Date): number {
  const a = storeClock(now);
  const b = storeClock(instant);
  return Math.round((Date.UTC(b.year, b.month - 1, b.date) - Date.UTC(a.year, a.month - 1, a.date)) / 86_400_000);
}

/** `hoy`, `mañana`, `ayer` or `el lunes 30/11`, as a sentence names the day. */
export function storeDayName(instant: Date, now: Date): string {
  const days = storeDaysFrom(now, instant);
  if (days === 0) return 'hoy';
  if (days === 1) return 'mañana';
  if (days === -1) return 'ayer';
  const clock = storeClock(instant);
  return `el ${WEEK_DAYS[clock.weekday]} ${pad(clock.date)}/${pad(clock.month)}`;
}

/** A day heading for grouped slots: `Hoy`, `Mañana`, `Lunes 30/11`. */
export function slotDayHeading(instant: Date, now: Date): string {
  const name = storeDayName(instant, now).replace(/^el /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export interface OrderPickup {
  /** The slot the customer chose; null for as soon as possible. */
  pickupAt: string | null;
  promisedAt: string | null;
}

/**
 * What the customer reads about when to come: `Retiralo a partir de las 21:35` (with the day when it
 * is not today: `... de mañana`, `... del lunes 30/11`), or `Programado para mañana 12:30`.
 */
export function pickupPromiseText(order: OrderPickup, now: Date): string | null {
  if (order.pickupAt) {
    const at = new Date(order.pickupAt);
    return `Programado para ${storeDayName(at, now)} ${timeAtStore(at)}`;
  }
  if (!order.promisedAt) return null;
  const at = new Date(order.promisedAt);
  const day = storeDayName(at, now);
  const suffix = day === 'hoy' ? '' : day.startsWith('el ') ? ` del ${day.slice(3)}` : ` de ${day}`;
  return `Retiralo a partir de las ${timeAtStore(at)}${suffix}`;
}

/** What a customer reads when a late payment moved the promise to another slot. */
export function promiseMovedText(at: Date): string {
  return `Tu pedido estará listo a las ${timeAtStore(at)}`;
}
