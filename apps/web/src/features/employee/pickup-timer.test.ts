import { describe, expect, it } from 'vitest';
import type { Order } from '@burgers/domain/types';
import { splitByPromise } from './pickup-timer';

const now = new Date('2026-11-27T22:00:00.000Z');
const order = (purchaseId: string, promisedAt: string, pickupAt: string | null) =>
  ({ purchaseId, promisedAt, pickupAt, createdAt: '2026-11-27T21:50:00.000Z' }) as unknown as Order;

describe('the kitchen queue', () => {
  it('keeps scheduled orders in Programados until 45 minutes before their time, soonest first', () => {
    const soon = order('soon', '2026-11-27T22:30:00.000Z', '2026-11-27T22:30:00.000Z');
    const later = order('later', '2026-11-28T15:30:00.000Z', '2026-11-28T15:30:00.000Z');
    const { queue, scheduled } = splitByPromise([later, soon], now);
    expect(queue.map((o) => o.purchaseId)).toEqual(['soon']);
    expect(scheduled.map((o) => o.purchaseId)).toEqual(['later']);
  });

  it('queues an as-soon-as-possible order even when a full kitchen pushed its promise past 45 minutes', () => {
    const pushed = order('pushed', '2026-11-27T23:15:00.000Z', null);
    const first = order('first', '2026-11-27T22:15:00.000Z', null);
    const { queue, scheduled } = splitByPromise([pushed, first], now);
    expect(queue.map((o) => o.purchaseId)).toEqual(['first', 'pushed']);
    expect(scheduled).toEqual([]);
  });
});
