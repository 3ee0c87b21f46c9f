import { HOLD_MINUTES, pickupSlots, hasRoom } from '@burgers/domain/pickup-slots';
import { storeClock } from '@burgers/domain/store-hours';
import type { Tx } from '#db/client';
import { slotRulesFor, type StoreSettings } from '#db/store-settings';
import * as repo from './repo';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type LatePlace =
  /** The order keeps its promise (its hold still counts, its slot has room, or slots have no limit). */
  | { kind: 'kept' }
  | { kind: 'moved'; promisedAt: Date; pickupAt: Date | null }
  /** No slot with room is left that day: the kitchen and the desk are told (`Turno excedido`). */
  | { kind: 'exceeded' };

const storeDay = (at: Date) => {
  const clock = storeClock(at);
  return `${clock.year}-${clock.month}-${clock.date}`;
};

/**
 * A payment may arrive after its checkout's hold stopped counting (HOLD_MINUTES), when others may
 * have filled the slot. Decided under the slots' lock, as checkouts are: the order keeps its slot
 * when it still has room, else takes the first later slot with room that store day, else is flagged.
 */
export async function placeLatePayment(
  tx: Tx,
  order: { id: number; promisedAt: Date | null; pickupAt: Date | null; fulfillment: 'retiro' | 'envio' },
  storeSettings: StoreSettings,
  now: Date,
): Promise<LatePlace> {
  // A delivery order's place is in delivery's own slots.
  const settings = slotRulesFor(storeSettings, order.fulfillment);
  if (!order.promisedAt || settings.slotCapacity === 0) return { kind: 'kept' };
  const held = await repo.holdTakenAt(tx, order.id);
  // Its hold still counts: the slot kept the order's place.
  if (held && now.getTime() - held.getTime() < HOLD_MINUTES * MINUTE_MS) return { kind: 'kept' };
  await repo.lockSlots(tx);
  const promised = order.promisedAt;
  const holdsSince = new Date(now.getTime() - HOLD_MINUTES * MINUTE_MS);
  const { load } = await repo.slotState(
    tx,
    promised,
    new Date(promised.getTime() + DAY_MS),
    holdsSince,
    order.fulfillment,
  );
  const own = { start: promised, end: promised };
  if (hasRoom(own, load, settings.slotCapacity)) return { kind: 'kept' };
  const day = storeDay(promised);
  const later = pickupSlots(settings.hours, now, settings).find(
    (slot) =>
      slot.start.getTime() > promised.getTime() &&
      storeDay(slot.start) === day &&
      hasRoom(slot, load, settings.slotCapacity),
  );
  if (!later) return { kind: 'exceeded' };
  return { kind: 'moved', promisedAt: later.start, pickupAt: order.pickupAt ? later.start : null };
}
