import { describe, expect, it } from 'vitest';
import { storeHoursSchema } from './store-hours';
import type { HoursRange } from '../store-week';

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

describe('storeHoursSchema', () => {
  const problem = (hours: unknown) => {
    const result = storeHoursSchema.safeParse({ hours });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts the demo week, 24:00 and ranges crossing midnight', () => {
    expect(problem(week)).toBeNull();
    expect(problem([])).toBeNull();
  });

  it('refuses malformed times and days', () => {
    expect(problem([{ day: 1, from: '9:00', to: '12:00' }])).toBe(
      'La hora debe tener el formato HH:MM, de 00:00 a 24:00',
    );
    expect(problem([{ day: 1, from: '09:00', to: '24:30' }])).toBe(
      'La hora debe tener el formato HH:MM, de 00:00 a 24:00',
    );
    expect(problem([{ day: 7, from: '09:00', to: '12:00' }])).toBe(
      'El día debe ser un número de 0 (domingo) a 6 (sábado)',
    );
    expect(problem([{ day: 1, from: '24:00', to: '02:00' }])).toBe('Un horario no puede empezar a las 24:00');
    expect(problem([{ day: 1, from: '10:00', to: '10:00' }])).toBe(
      'Un horario no puede abrir y cerrar a la misma hora',
    );
  });

  it('refuses overlaps, also across midnight and across the week end', () => {
    expect(
      problem([
        { day: 1, from: '11:00', to: '15:00' },
        { day: 1, from: '14:00', to: '16:00' },
      ]),
    ).toBe('Los horarios del lunes se superponen con otro horario');
    expect(
      problem([
        { day: 5, from: '20:00', to: '03:00' },
        { day: 6, from: '02:00', to: '05:00' },
      ]),
    ).toBe('Los horarios del sábado se superponen con otro horario');
    expect(
      problem([
        { day: 6, from: '22:00', to: '04:00' },
        { day: 0, from: '03:00', to: '10:00' },
      ]),
    ).toBe('Los horarios del domingo se superponen con otro horario');
    // Touching is not overlapping.
    expect(
      problem([
        { day: 1, from: '11:00', to: '15:00' },
        { day: 1, from: '15:00', to: '16:00' },
      ]),
    ).toBeNull();
  });
});
