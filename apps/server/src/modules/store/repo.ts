import { eq, sql } from 'drizzle-orm';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Tx } from '../../db/client';
import { storeSettings } from '../../db/schema';

export interface StoreSettings {
  hours: HoursRange[];
  paused: boolean;
}

/** The single settings row; its migration creates it, so a missing row means closed with no hours. */
export async function readSettings(db: Tx): Promise<StoreSettings> {
  const [row] = await db.select({ hours: storeSettings.hours, paused: storeSettings.paused }).from(storeSettings).where(eq(storeSettings.id, 1));
  return row ?? { hours: [], paused: false };
}

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
