/**
 * The store's week as people read it: day names, Monday first, ranges sorted. Kept apart from
 * the clock and the overlap rules so the storefront lists its hours with this alone.
 */
import type { z } from 'zod';
import type { hoursRangeSchema } from './schemas/hours-range';

/** 0 = domingo, as JavaScript's getDay(). */
export const WEEK_DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** The order a week is shown in at the store: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** One opening range of the week, as PUT /api/store/hours takes it and GET /api/store answers it. */
export type HoursRange = z.infer<typeof hoursRangeSchema>;

export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Sorted as the week reads at the store (Monday first), then by opening time. */
export function sortHours<T extends HoursRange>(hours: readonly T[]): T[] {
  const position = (day: number) => WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]);
  return [...hours].sort((a, b) => position(a.day) - position(b.day) || toMinutes(a.from) - toMinutes(b.from));
}

/** One line per day, Monday first: `Lunes` and `11:00 a 15:00 y 19:00 a 24:00`, or `Cerrado`. */
export function hoursByDay(hours: readonly HoursRange[]): Array<{ day: number; name: string; text: string }> {
  return WEEK_ORDER.map((day) => {
    const ranges = sortHours(hours.filter((range) => range.day === day));
    const name = WEEK_DAYS[day] ?? '';
    const text = ranges.length === 0 ? 'Cerrado' : ranges.map((range) => `${range.from} a ${range.to}`).join(' y ');
    return { day, name: name.charAt(0).toUpperCase() + name.slice(1), text };
  });
}
