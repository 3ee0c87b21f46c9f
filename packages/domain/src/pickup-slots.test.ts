import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  asapSlot,
  decidePickup,
  isoAtStore,
  pickupPromiseText,
  pickupSlots,
  slotDayHeading,
  type PickupSettings,
} from './pickup-slots';
import type { HoursRange } from './store-week';

/**
 * A fake clock: every instant is written in UTC and read at the store (UTC-3), whatever zone the
 * test process runs in. 2026-11-27 is a Friday.
 */
const at = (iso: string) => new Date(iso);
const times = (slots: Array<{ start: Date }>) => slots.map((slot) => isoAtStore(slot.start).slice(0, 16));

const week: HoursRange[] = [
  { day: 1, from: '11:00', to: '15:00' },
  { day: 5, from: '20:00', to: '02:00' },
  { day: 6, from: '12:10', to: '13:00' },
  { day: 6, from: '21:00', to: '24:00' },
  // Sunday (0) and the other days closed.
];

const rules = { prepMinutes: 20, busyMinutes: 0, scheduleDaysAhead: 0 };
const settings = (overrides: Partial<PickupSettings> = {}): PickupSettings => ({
  hours: week,
  paused: false,
  slotCapacity: 2,
  ...rules,
  ...overrides,
});

describe('pickupSlots', () => {
  it('runs the 15-minute marks of a range crossing midnight into the next day, the last one 15 minutes before closing', () => {
    // Friday 19:00 at the store.
    const slots = pickupSlots(week, at('2026-11-27T22:00:00Z'), rules);
    expect(times(slots)[0]).toBe('2026-11-27T20:00');
    expect(times(slots).at(-1)).toBe('2026-11-28T01:45');
    expect(slots).toHaveLength(24);
    expect(slots[0].end.getTime() - slots[0].start.getTime()).toBe(15 * 60_000);
  });

  it('starts at the first mark inside a range that opens off the marks, and ends a range at 24:00 with 23:45', () => {
    // Saturday 08:00; scheduleDaysAhead 0 keeps to Saturday's ranges.
    const slots = times(pickupSlots(week, at('2026-11-28T11:00:00Z'), rules));
    expect(slots.slice(0, 3)).toEqual(['2026-11-28T12:15', '2026-11-28T12:30', '2026-11-28T12:45']);
    expect(slots.at(-1)).toBe('2026-11-28T23:45');
    expect(slots).not.toContain('2026-11-29T00:00');
  });

  it("gives nothing on a closed day with scheduleDaysAhead 0, and the next day's slots with 1", () => {
    // Sunday 12:00: closed all day.
    const sunday = at('2026-11-29T15:00:00Z');
    expect(pickupSlots(week, sunday, rules)).toEqual([]);
    const withMonday = times(pickupSlots(week, sunday, { ...rules, scheduleDaysAhead: 1 }));
    expect(withMonday[0]).toBe('2026-11-30T11:00');
    expect(withMonday.at(-1)).toBe('2026-11-30T14:45');
    expect(withMonday).toHaveLength(16);
  });

  it('keeps a night range\'s slots after midnight within "today" when scheduleDaysAhead is 0', () => {
    // Friday 23:50: preparation plus busy minutes cross into Saturday.
    const slots = times(
      pickupSlots(week, at('2026-11-28T02:50:00Z'), { prepMinutes: 20, busyMinutes: 10, scheduleDaysAhead: 0 }),
    );
    expect(slots[0]).toBe('2026-11-28T00:30');
    expect(slots.at(-1)).toBe('2026-11-28T01:45');
    // Saturday's own ranges are tomorrow's: not offered with scheduleDaysAhead 0.
    expect(slots).not.toContain('2026-11-28T12:15');
  });

  it('offers slots only from now + prepMinutes + busyMinutes', () => {
    // Monday 11:02 at the store.
    const now = at('2026-11-30T14:02:00Z');
    expect(times(pickupSlots(week, now, rules))[0]).toBe('2026-11-30T11:30');
    expect(times(pickupSlots(week, now, { ...rules, busyMinutes: 30 }))[0]).toBe('2026-11-30T12:00');
    // A slot starting exactly at now + prep is offered.
    expect(times(pickupSlots(week, at('2026-11-30T14:10:00Z'), rules))[0]).toBe('2026-11-30T11:30');
  });
});

describe('asapSlot and decidePickup', () => {
  const monday1102 = at('2026-11-30T14:02:00Z');
  const slotAt = (iso: string) => at(iso).getTime();

  it('promises the first slot with room, and moves to the next one when it fills', () => {
    expect(isoAtStore(asapSlot(settings(), monday1102, new Map())!.start)).toBe('2026-11-30T11:30:00-03:00');
    const full = new Map([[slotAt('2026-11-30T14:30:00Z'), 2]]);
    expect(isoAtStore(asapSlot(settings(), monday1102, full)!.start)).toBe('2026-11-30T11:45:00-03:00');
    // Capacity 0: no limit.
    expect(isoAtStore(asapSlot(settings({ slotCapacity: 0 }), monday1102, full)!.start)).toBe(
      '2026-11-30T11:30:00-03:00',
    );
  });

  it('has no promise while closed or paused', () => {
    expect(asapSlot(settings(), at('2026-11-29T15:00:00Z'), new Map())).toBeNull();
    expect(asapSlot(settings({ paused: true }), monday1102, new Map())).toBeNull();
  });

  it('refuses as soon as possible while closed, pointing at scheduling', () => {
    const decision = decidePickup(settings({ scheduleDaysAhead: 1 }), at('2026-11-29T15:00:00Z'), new Map(), null);
    expect(decision).toEqual({
      ok: false,
      reason: 'closed',
      message: 'El local está cerrado. Abrimos mañana a las 11:00. Podés programar tu pedido.',
    });
    const scheduled = decidePickup(
      settings({ scheduleDaysAhead: 1 }),
      at('2026-11-29T15:00:00Z'),
      new Map(),
      at('2026-11-30T15:30:00Z'),
    );
    expect(scheduled).toMatchObject({ ok: true });
  });

  it('refuses a full slot, a time off the marks, in the past, too soon or past the last day', () => {
    const full = new Map([[slotAt('2026-11-30T15:00:00Z'), 2]]);
    const decide = (iso: string) => decidePickup(settings(), monday1102, full, at(iso));
    expect(decide('2026-11-30T15:00:00Z')).toEqual({ ok: false, reason: 'full', message: MSG.pickupSlotFull });
    for (const iso of [
      '2026-11-30T15:10:00Z',
      '2026-11-30T13:00:00Z',
      '2026-11-30T14:15:00Z',
      '2026-12-04T23:00:00Z',
    ]) {
      expect(decide(iso)).toEqual({ ok: false, reason: 'unavailable', message: MSG.pickupSlotUnavailable });
    }
    expect(decide('2026-11-30T15:15:00Z')).toMatchObject({ ok: true });
  });

  it('takes nothing while paused', () => {
    expect(decidePickup(settings({ paused: true }), monday1102, new Map(), null)).toMatchObject({
      reason: 'paused',
      message: MSG.storePaused,
    });
    expect(decidePickup(settings({ paused: true }), monday1102, new Map(), at('2026-11-30T15:15:00Z'))).toMatchObject({
      reason: 'paused',
    });
  });
});

describe('how a promise reads', () => {
  const now = at('2026-11-30T14:02:00Z');
  it('writes instants with the store offset', () => {
    expect(isoAtStore(at('2026-12-01T00:35:00Z'))).toBe('2026-11-30T21:35:00-03:00');
  });
  it('says when to come, naming the day when it is not today', () => {
    expect(pickupPromiseText({ pickupAt: null, promisedAt: '2026-11-30T21:35:00-03:00' }, now)).toBe(
      'Retiralo a partir de las 21:35',
    );
    expect(pickupPromiseText({ pickupAt: null, promisedAt: '2026-12-01T11:00:00-03:00' }, now)).toBe(
      'Retiralo a partir de las 11:00 de mañana',
    );
    expect(
      pickupPromiseText({ pickupAt: '2026-12-01T12:30:00-03:00', promisedAt: '2026-12-01T12:30:00-03:00' }, now),
    ).toBe('Programado para mañana 12:30');
    expect(slotDayHeading(at('2026-11-30T23:00:00Z'), now)).toBe('Hoy');
    expect(slotDayHeading(at('2026-12-01T15:00:00Z'), now)).toBe('Mañana');
  });
});
