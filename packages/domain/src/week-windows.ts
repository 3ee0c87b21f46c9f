/**
 * Weekly windows (days and a time range) for promotions and for what is on sale when, judged in
 * the store's zone. A window belongs to the day it opens and may cross midnight: Friday
 * `22:00`-`02:00` covers Saturday 01:00. `to` `24:00` closes at midnight.
 */
import { storeClock } from './store-clock';
import { toMinutes, WEEK_DAYS, WEEK_ORDER } from './store-week';

export interface WeekWindow {
  /** 0 = domingo ... 6 = sábado. */
  days: readonly number[];
  /** `HH:MM`. */
  from: string;
  /** `HH:MM` or `24:00`; at or before `from` means the window ends the next day. */
  to: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** Does the window contain this instant, at the store's wall clock? */
export function inWindow(window: WeekWindow, instant: Date): boolean {
  const clock = storeClock(instant);
  const from = toMinutes(window.from);
  const to = toMinutes(window.to);
  if (to > from) return window.days.includes(clock.weekday) && clock.minutes >= from && clock.minutes < to;
  // Across midnight: the evening of an opening day, or the small hours after it.
  const yesterday = (clock.weekday + 6) % 7;
  return (
    (window.days.includes(clock.weekday) && clock.minutes >= from) ||
    (window.days.includes(yesterday) && clock.minutes < to)
  );
}

/** A product with no windows is on sale whenever the store is open; with windows, only inside one. */
export function sellableAt(windows: readonly WeekWindow[], instant: Date): boolean {
  return windows.length === 0 || windows.some((window) => inWindow(window, instant));
}

/** `de lunes a viernes`, `los martes`, `lunes, miércoles y viernes`, `todos los días` (Monday first). */
export function daysText(days: readonly number[]): string {
  const wanted = new Set(days);
  const ordered = WEEK_ORDER.filter((day) => wanted.has(day));
  if (ordered.length === 7) return 'todos los días';
  if (ordered.length === 1)
    return WEEK_DAYS[ordered[0]] === 'sábado' || WEEK_DAYS[ordered[0]] === 'domingo'
      ? `los ${WEEK_DAYS[ordered[0]]}s`
      : `los ${WEEK_DAYS[ordered[0]]}`;
  const positions = ordered.map((day) => WEEK_ORDER.indexOf(day));
  const consecutive = positions.every((position, index) => index === 0 || position === positions[index - 1] + 1);
  const names = ordered.map((day) => WEEK_DAYS[day]);
  if (consecutive && ordered.length > 2) return `de ${names[0]} a ${names.at(-1)}`;
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** `de lunes a viernes de 12:00 a 16:00`; several windows joined with `y`. */
export function windowsText(windows: readonly WeekWindow[]): string {
  return windows.map((window) => `${daysText(window.days)} de ${window.from} a ${window.to}`).join(' y ');
}

/** Is the window well formed: at least one day 0-6, `HH:MM` times, not empty? */
export function windowProblem(window: WeekWindow): 'days' | 'time' | 'empty' | null {
  if (window.days.length === 0 || window.days.some((day) => !Number.isInteger(day) || day < 0 || day > 6))
    return 'days';
  const time = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
  if (!time.test(window.from) || !(time.test(window.to) || window.to === '24:00')) return 'time';
  if (toMinutes(window.from) === toMinutes(window.to) % MINUTES_PER_DAY && window.to !== '24:00') return 'empty';
  return null;
}

/** A selling window of one product or of a whole category. */
export interface SellingWindow extends WeekWindow {
  productId: number | null;
  category: string | null;
}

/**
 * The windows that apply to a product: its own when it has any, else its category's (a lunch menu
 * set on `combos` covers every combo unless one says otherwise).
 */
export function windowsForProduct(
  windows: readonly SellingWindow[],
  productId: number,
  category: string | null,
): SellingWindow[] {
  const own = windows.filter((window) => window.productId === productId);
  return own.length > 0
    ? own
    : windows.filter((window) => window.productId === null && category !== null && window.category === category);
}
