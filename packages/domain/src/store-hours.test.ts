import { describe, expect, it } from 'vitest';
import { closedMessage, hoursBadge, isOpenAt, nextOpening, orderRefusal } from './store-hours';
import { hoursByDay, type HoursRange } from './store-week';

/** Buenos Aires is UTC-3 all year: 2026-11-23 is a Monday. Instants are written in UTC on purpose. */
const at = (iso: string) => new Date(iso);

const week: HoursRange[] = [
  // Monday to Thursday, lunch and dinner.
  ...[1, 2, 3, 4].flatMap((day) => [
    { day, from: '11:00', to: '15:00' },
    { day, from: '19:00', to: '24:00' },
  ]),
  // Friday and Saturday nights cross midnight.
  { day: 5, from: '19:00', to: '02:00' },
  { day: 6, from: '19:00', to: '03:00' },
  // Sunday closed.
];

describe('isOpenAt', () => {
  it('reads the clock in Buenos Aires, not in the server zone (UTC here)', () => {
    // 14:30 UTC on Monday is 11:30 in Buenos Aires: open.
    expect(isOpenAt(week, at('2026-11-23T14:30:00Z'))).toBe(true);
    // 12:30 UTC is 09:30 at the store: closed, although a UTC clock reads lunch time.
    expect(isOpenAt(week, at('2026-11-23T12:30:00Z'))).toBe(false);
  });

  it('opens at the first minute and closes at the closing minute', () => {
    expect(isOpenAt(week, at('2026-11-23T14:00:00Z'))).toBe(true); // 11:00
    expect(isOpenAt(week, at('2026-11-23T13:59:59Z'))).toBe(false); // 10:59:59
    expect(isOpenAt(week, at('2026-11-23T18:00:00Z'))).toBe(false); // 15:00
  });

  it('keeps a range ending at 24:00 open until the last minute of the day', () => {
    expect(isOpenAt(week, at('2026-11-24T02:59:00Z'))).toBe(true); // Monday 23:59
    expect(isOpenAt(week, at('2026-11-24T03:00:00Z'))).toBe(false); // Tuesday 00:00
  });

  it('keeps a range crossing midnight open on the next day', () => {
    expect(isOpenAt(week, at('2026-11-28T04:30:00Z'))).toBe(true); // Saturday 01:30, from Friday
    expect(isOpenAt(week, at('2026-11-28T05:00:00Z'))).toBe(false); // Saturday 02:00
    // Saturday's range crosses into Sunday, a closed day, and into the week's start.
    expect(isOpenAt(week, at('2026-11-29T05:59:00Z'))).toBe(true); // Sunday 02:59
    expect(isOpenAt(week, at('2026-11-29T06:00:00Z'))).toBe(false); // Sunday 03:00
  });

  it('is closed all day on a day without ranges, and always without hours', () => {
    expect(isOpenAt(week, at('2026-11-29T18:00:00Z'))).toBe(false); // Sunday 15:00
    expect(isOpenAt([], at('2026-11-23T15:00:00Z'))).toBe(false);
  });

  it('is always open with every day from 00:00 to 24:00', () => {
    const always = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));
    expect(isOpenAt(always, at('2026-11-29T02:59:59Z'))).toBe(true);
    expect(isOpenAt(always, at('2026-11-29T03:00:00Z'))).toBe(true);
    expect(nextOpening(always, at('2026-11-29T03:00:00Z'))).toBeNull();
  });
});

describe('nextOpening and the texts', () => {
  it('opens later today', () => {
    const now = at('2026-11-23T12:30:00Z'); // Monday 09:30
    expect(nextOpening(week, now)?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(hoursBadge(week, now)).toBe('Cerrado · abre hoy a las 11:00');
    expect(closedMessage(week, now)).toBe('El local está cerrado. Abrimos hoy a las 11:00.');
  });

  it('opens tomorrow when the store day ends, even when the UTC date has already changed', () => {
    const now = at('2026-11-25T03:30:00Z'); // Wednesday 00:30 at the store
    expect(hoursBadge(week, now)).toBe('Cerrado · abre hoy a las 11:00');
    const evening = at('2026-11-24T01:00:00Z'); // still Monday 22:00 at the store: open
    expect(hoursBadge(week, evening)).toBe('Abierto ahora');
    const afterLunch = at('2026-11-27T06:30:00Z'); // Friday 03:30, before Friday 19:00
    expect(hoursBadge(week, afterLunch)).toBe('Cerrado · abre hoy a las 19:00');
  });

  it('names the weekday when the next opening is further than tomorrow', () => {
    const now = at('2026-11-29T07:00:00Z'); // Sunday 04:00, after Saturday night closed
    expect(hoursBadge(week, now)).toBe('Cerrado · abre mañana a las 11:00');
    const emptyWeek = [{ day: 1, from: '20:00', to: '23:00' }];
    const friday = at('2026-11-27T15:00:00Z'); // Friday 12:00
    expect(hoursBadge(emptyWeek, friday)).toBe('Cerrado · abre el lunes a las 20:00');
    expect(closedMessage(emptyWeek, friday)).toBe('El local está cerrado. Abrimos el lunes a las 20:00.');
    expect(nextOpening(emptyWeek, friday)?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('comes back a week later on the same weekday', () => {
    const mondays = [{ day: 1, from: '20:00', to: '22:00' }];
    const mondayLate = at('2026-11-24T02:00:00Z'); // Monday 23:00
    expect(nextOpening(mondays, mondayLate)?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(hoursBadge(mondays, mondayLate)).toBe('Cerrado · abre el lunes a las 20:00');
  });

  it('has no next opening without hours', () => {
    expect(nextOpening([], at('2026-11-23T15:00:00Z'))).toBeNull();
    expect(hoursBadge([], at('2026-11-23T15:00:00Z'))).toBe('Cerrado');
  });

  it('refuses orders while closed first, then while paused', () => {
    const open = at('2026-11-23T15:00:00Z');
    const closed = at('2026-11-23T12:00:00Z');
    expect(orderRefusal({ hours: week, paused: false }, open)).toBeNull();
    expect(orderRefusal({ hours: week, paused: true }, open)).toBe(
      'En este momento no estamos tomando pedidos online. Probá de nuevo en un rato.',
    );
    expect(orderRefusal({ hours: week, paused: true }, closed)).toBe('El local está cerrado. Abrimos hoy a las 11:00.');
  });
});

describe('hoursByDay', () => {
  it('lists the week Monday first with closed days', () => {
    const days = hoursByDay(week);
    expect(days[0]).toEqual({ day: 1, name: 'Lunes', text: '11:00 a 15:00 y 19:00 a 24:00' });
    expect(days[6]).toEqual({ day: 0, name: 'Domingo', text: 'Cerrado' });
  });
});
