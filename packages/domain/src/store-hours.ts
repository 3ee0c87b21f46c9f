/**
 * The store's weekly opening hours, in the store's zone whatever the zone of the machine asking.
 * A range belongs to the day it opens; it may end at 24:00 or cross midnight into the next day
 * (`20:00`-`02:00` on Friday closes at 2 a.m. on Saturday).
 */
import { TIME_PATTERN } from './constants';
import { MSG } from './messages';
import { instantAtStore, storeClock, type StoreClock } from './store-clock';
import { toMinutes, WEEK_DAYS, type HoursRange } from './store-week';

export { instantAtStore, storeClock, type StoreClock } from './store-clock';

export { TIME_PATTERN };

export const STORE_HOURS_MAX_RANGES = 28;

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

interface Span {
  /** Minutes from Sunday 00:00. */
  start: number;
  /** May pass the week's end when the range crosses Saturday midnight. */
  end: number;
}

function spanOf(range: HoursRange): Span {
  const from = toMinutes(range.from);
  const to = toMinutes(range.to);
  const start = range.day * MINUTES_PER_DAY + from;
  return { start, end: range.day * MINUTES_PER_DAY + (to <= from ? to + MINUTES_PER_DAY : to) };
}

/** Do two ranges share a minute, counting the week as a circle? */
function overlaps(a: Span, b: Span): boolean {
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some((shift) => a.start < b.end + shift && b.start + shift < a.end);
}

/** The first overlap between two ranges, named by the later range's day; null when none. */
export function hoursOverlapMessage(hours: readonly HoursRange[]): string | null {
  const spans = hours.map(spanOf);
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      if (overlaps(spans[i], spans[j])) {
        return MSG.storeHoursOverlap.replace('{día}', WEEK_DAYS[hours[j].day] ?? '');
      }
    }
  }
  return null;
}

// ---- the store's clock ----

function weekMinute(clock: StoreClock): number {
  return clock.weekday * MINUTES_PER_DAY + clock.minutes;
}

export function isOpenAt(hours: readonly HoursRange[], instant: Date): boolean {
  const now = weekMinute(storeClock(instant));
  return hours.map(spanOf).some((span) => overlaps(span, { start: now, end: now + 1 }));
}

/** When the store opens next; null while it is open, or when it has no hours at all. */
export function nextOpening(hours: readonly HoursRange[], instant: Date): Date | null {
  if (hours.length === 0 || isOpenAt(hours, instant)) return null;
  const clock = storeClock(instant);
  const now = weekMinute(clock);
  const waits = hours.map((range) => (spanOf(range).start - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK);
  const target = now + Math.min(...waits);
  const daysAhead = Math.floor(target / MINUTES_PER_DAY) - clock.weekday;
  return instantAtStore(clock.year, clock.month, clock.date + daysAhead, target % MINUTES_PER_DAY);
}

/** `hoy`, `mañana` or `el lunes`, and the store's `HH:MM`, of an opening seen from `now`. */
export function describeOpening(opening: Date, now: Date): { when: string; time: string } {
  const at = storeClock(opening);
  const today = storeClock(now);
  const days = Math.round(
    (Date.UTC(at.year, at.month - 1, at.date) - Date.UTC(today.year, today.month - 1, today.date)) / 86_400_000,
  );
  const when = days === 0 ? 'hoy' : days === 1 ? 'mañana' : `el ${WEEK_DAYS[at.weekday]}`;
  return { when, time: formatMinutes(at.minutes) };
}

/** The badge beside the hours: `Abierto ahora` or `Cerrado · abre mañana a las 11:00`. */
export function hoursBadge(hours: readonly HoursRange[], now: Date): string {
  if (isOpenAt(hours, now)) return MSG.storeOpenNow;
  const opening = nextOpening(hours, now);
  if (!opening) return MSG.storeClosedBadgeNoHours;
  const { when, time } = describeOpening(opening, now);
  return MSG.storeClosedBadge.replace('{cuándo}', when).replace('{HH:MM}', time);
}

/** Why checkout is refused while closed: `El local está cerrado. Abrimos el lunes a las 19:00.` */
export function closedMessage(hours: readonly HoursRange[], now: Date): string {
  const opening = nextOpening(hours, now);
  if (!opening) return MSG.storeClosedNoHours;
  const { when, time } = describeOpening(opening, now);
  return MSG.storeClosedUntil.replace('{día}', when).replace('{HH:MM}', time);
}

export interface StoreState {
  hours: readonly HoursRange[];
  paused: boolean;
}

/** Why an order cannot be taken now, or null when it can: closed first, then paused. */
export function orderRefusal(state: StoreState, now: Date): string | null {
  if (!isOpenAt(state.hours, now)) return closedMessage(state.hours, now);
  if (state.paused) return MSG.storePaused;
  return null;
}
