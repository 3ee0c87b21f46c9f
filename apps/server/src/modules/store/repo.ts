import { eq, sql } from 'drizzle-orm';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Tx } from '#db/client';
import { storeSettings } from '#db/schema';
import type { StoreSettings } from '#db/store-settings';

// Read alike by the pickup slots' repository (store/service asks the slots for the promised time).
export { readStoreSettings as readSettings, type StoreSettings } from '#db/store-settings';
export { MISSING_STORE_SETTINGS as MISSING_SETTINGS } from '#db/store-settings';

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
  settings: Pick<StoreSettings, 'prepMinutes' | 'slotCapacity' | 'scheduleDaysAhead'> &
    Partial<Pick<StoreSettings, 'deliverySlotCapacity'>>,
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

/** `Pagar en efectivo al retirar`: offered on the storefront, up to this total. */
export interface CashOffer {
  cashOnPickup: boolean;
  cashMaxTotalCents: number;
}

export async function cashOffer(db: Tx): Promise<CashOffer> {
  const [row] = await db
    .select({ cashOnPickup: storeSettings.cashOnPickup, cashMaxTotalCents: storeSettings.cashMaxTotalCents })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? { cashOnPickup: false, cashMaxTotalCents: 0 };
}
