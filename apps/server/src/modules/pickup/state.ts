import { HOLD_MINUTES, pickupSlots, type SlotLoad } from '@burgers/domain/pickup-slots';
import type { Tx } from '#db/client';
import { MISSING_STORE_SETTINGS, slotRulesFor, type Fulfillment, type StoreSettings } from '#db/store-settings';
import * as repo from './repo';

export const MINUTE_MS = 60_000;

/** Since when a hold still counts in its slot. */
export const holdsSince = (now: Date) => new Date(now.getTime() - HOLD_MINUTES * MINUTE_MS);

export interface PickupState {
  settings: repo.StoreSettings;
  load: SlotLoad;
}

/** The settings and how full every slot offered now is, read in one statement. */
export async function readState(
  db: Tx,
  now: Date,
  expected: StoreSettings,
  fulfillment: Fulfillment = 'retiro',
): Promise<PickupState> {
  // The slots to count come from the settings; the settings kept in memory usually say the same
  // as the row read with the counts, and when they do not, the counts are read again for the row.
  // Delivery's slots and counts are its own (slotRulesFor): the settings answered are its rules.
  let settings = expected;
  for (let attempt = 0; ; attempt++) {
    const rules = slotRulesFor(settings, fulfillment);
    const slots = pickupSlots(rules.hours, now, rules);
    const first = slots[0];
    const last = slots.at(-1);
    const state = await repo.slotState(db, first?.start ?? now, last?.end ?? now, holdsSince(now), fulfillment);
    const current = state.settings ?? MISSING_STORE_SETTINGS;
    if (sameSettings(current, settings) || attempt > 0) {
      return { settings: slotRulesFor(current, fulfillment), load: state.load };
    }
    settings = current;
  }
}

function sameSettings(a: StoreSettings, b: StoreSettings): boolean {
  return (
    a.paused === b.paused &&
    a.prepMinutes === b.prepMinutes &&
    a.slotCapacity === b.slotCapacity &&
    a.scheduleDaysAhead === b.scheduleDaysAhead &&
    a.busyMinutes === b.busyMinutes &&
    a.deliveryEnabled === b.deliveryEnabled &&
    a.deliverySlotCapacity === b.deliverySlotCapacity &&
    JSON.stringify(a.hours) === JSON.stringify(b.hours) &&
    JSON.stringify(a.deliveryHours) === JSON.stringify(b.deliveryHours)
  );
}
