/**
 * The store's wall clock (Buenos Aires): the date, weekday and minute an instant shows there, and the
 * instant a wall-clock time falls on. A module of its own, below the hours' rules and their messages:
 * the menu's selling windows need the clock on the first load, not the message table.
 */
import { STORE_TIME_ZONE } from './constants';

// Made on first use, so a bundle that only lists the hours drops the clock entirely.
let storeParts: Intl.DateTimeFormat | undefined;
function storePartsFormat(): Intl.DateTimeFormat {
  storeParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return storeParts;
}

export interface StoreClock {
  year: number;
  month: number;
  date: number;
  /** 0 = domingo. */
  weekday: number;
  /** Minutes since the store's midnight. */
  minutes: number;
}

/**
 * The store's clock depends only on the minute (no seconds are shown), and a checkout asks it about
 * the same few hundred slot minutes again and again: each answer is kept, up to a bound. Asking
 * Intl for the parts of a date was most of the CPU time of a checkout.
 */
const clockByMinute = new Map<number, Readonly<StoreClock>>();
const CLOCK_MINUTES_KEPT = 8192;

export function storeClock(instant: Date): Readonly<StoreClock> {
  const minute = Math.floor(instant.getTime() / 60_000);
  const kept = clockByMinute.get(minute);
  if (kept) return kept;
  const clock = Object.freeze(readStoreClock(instant));
  if (clockByMinute.size >= CLOCK_MINUTES_KEPT) clockByMinute.clear();
  clockByMinute.set(minute, clock);
  return clock;
}

function readStoreClock(instant: Date): StoreClock {
  const parts = Object.fromEntries(
    storePartsFormat()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const date = parts.day ?? 1;
  return {
    year,
    month,
    date,
    weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay(),
    minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

/** The instant the store's wall clock shows the given date and time (its offset looked up, not assumed). */
export function instantAtStore(year: number, month: number, date: number, minutes: number): Date {
  const asIfUtc = Date.UTC(year, month - 1, date, 0, minutes);
  const offsetAt = (instant: number) => {
    const clock = storeClock(new Date(instant));
    return Date.UTC(clock.year, clock.month - 1, clock.date, 0, clock.minutes) - Math.floor(instant / 60_000) * 60_000;
  };
  const guess = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(guess));
}
