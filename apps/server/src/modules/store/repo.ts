import { eq, sql } from 'drizzle-orm';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Tx } from '../../db/client';
import { storeSettings } from '../../db/schema';

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
export async function readSettings(db: Tx): Promise<StoreSettings> {
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
  return row ?? MISSING_SETTINGS;
}

/** What a missing settings row means: closed, with no hours. */
export const MISSING_SETTINGS: StoreSettings = { hours: [], paused: false, ...PICKUP_DEFAULTS };

export async function writeHours(db: Tx, hours: HoursRange[]): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, hours, paused: false })
    .onConflictDoUpdate({ target: storeSettings.id, set: { hours, updatedAt: sql`now()` } });
}

export async function writePaused(db: Tx, paused: boolean): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, hours: [], paused })
    .onConflictDoUpdate({ target: storeSettings.id, set: { paused, updatedAt: sql`now()` } });
}

export async function writePickupSettings(
  db: Tx,
  settings: Pick<StoreSettings, 'prepMinutes' | 'slotCapacity' | 'scheduleDaysAhead'>,
): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, hours: [], ...settings })
    .onConflictDoUpdate({ target: storeSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}

export async function writeBusyMinutes(db: Tx, busyMinutes: number): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, hours: [], busyMinutes })
    .onConflictDoUpdate({ target: storeSettings.id, set: { busyMinutes, updatedAt: sql`now()` } });
}
