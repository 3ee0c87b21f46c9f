import { eq } from 'drizzle-orm';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Tx } from './client';
import { storeSettings } from './schema';

/*
 * The store's settings row as the opening hours and the pickup slots read it: one read shared by the
 * store's repository and the pickup slots' (store/service asks the pickup slots for the promised
 * time, so the slots cannot ask store/service for the settings).
 */

export interface StoreSettings {
  hours: HoursRange[];
  paused: boolean;
  prepMinutes: number;
  slotCapacity: number;
  scheduleDaysAhead: number;
  busyMinutes: number;
}

/** The columns' defaults, for a database without the settings row. */
const PICKUP_DEFAULTS = { prepMinutes: 20, slotCapacity: 8, scheduleDaysAhead: 1, busyMinutes: 0 };

/** The single settings row; its migration creates it, so a missing row means closed with no hours. */
export async function readStoreSettings(db: Tx): Promise<StoreSettings> {
  const [row] = await db
    .select({
      hours: storeSettings.hours,
      paused: storeSettings.paused,
      prepMinutes: storeSettings.prepMinutes,
      slotCapacity: storeSettings.slotCapacity,
      scheduleDaysAhead: storeSettings.scheduleDaysAhead,
      busyMinutes: storeSettings.busyMinutes,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? { hours: [], paused: false, ...PICKUP_DEFAULTS };
}
