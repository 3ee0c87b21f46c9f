import type { Order } from '@burgers/domain/types';

/**
 * Fields an order may carry as the shop grows (a line's options and notes, a promised pickup time).
 * They are read defensively: a ticket prints whatever the order answer has, and nothing when absent.
 */
type Loose = Record<string, unknown>;

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const item = value as Loose;
    const name = textOf(item.name ?? item.label ?? item.title ?? item.option);
    const choice = textOf(item.choice ?? item.value);
    const group = textOf(item.group ?? item.groupName);
    if (name && group && name !== group) return `${group}: ${name}`;
    if (name && choice && name !== choice) return `${name}: ${choice}`;
    return name ?? choice;
  }
  return null;
}

/** A line's chosen options ("Punto: jugoso", "Sin cebolla"), as text. */
export function lineOptions(line: Order['lines'][number]): string[] {
  const loose = line as unknown as Loose;
  const options = loose.options ?? loose.choices ?? loose.modifiers;
  if (!Array.isArray(options)) return [];
  return options.map(textOf).filter((text): text is string => text !== null);
}

/** The customer's note on one line ("bien cocida"). */
export function lineNote(line: Order['lines'][number]): string | null {
  const loose = line as unknown as Loose;
  return textOf(loose.note ?? loose.notes ?? loose.comment);
}

const clock = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Argentina/Buenos_Aires',
});
const dateAndClock = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** `20:15` in the shop's time zone. */
export const clockAt = (iso: string) => clock.format(new Date(iso));
/** `25/11/2026, 20:15` in the shop's time zone. */
export const dateTimeAt = (iso: string) => dateAndClock.format(new Date(iso));

/** The pickup time promised to the customer, as `HH:MM`, when the order has one. */
export function promisedTime(order: Order): string | null {
  const loose = order as unknown as Loose;
  const value =
    loose.promisedAt ?? loose.pickupAt ?? loose.promisedFor ?? loose.scheduledFor ?? loose.pickupTime ?? loose.slot;
  const text = textOf(
    value && typeof value === 'object'
      ? ((value as Loose).at ?? (value as Loose).time ?? (value as Loose).start)
      : value,
  );
  if (!text) return null;
  if (/^\d{1,2}:\d{2}$/.test(text)) return text;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : clock.format(date);
}
