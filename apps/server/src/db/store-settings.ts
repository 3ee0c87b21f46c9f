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
  /** Delivery (docs/product/delivery.md): taken at all, its hours (empty: the store's), its slots' capacity. */
  deliveryEnabled: boolean;
  deliveryHours: HoursRange[];
  deliverySlotCapacity: number;
}

export type Fulfillment = 'retiro' | 'envio';

/**
 * The slot rules for one way of handing orders over: delivery cuts its slots from its own hours
 * (the store's when it has none) and counts them against its own capacity.
 */
export function slotRulesFor(settings: StoreSettings, fulfillment: Fulfillment): StoreSettings {
  if (fulfillment === 'retiro') return settings;
  return {
    ...settings,
    hours: settings.deliveryHours.length > 0 ? settings.deliveryHours : settings.hours,
    slotCapacity: settings.deliverySlotCapacity,
  };
}

/** The columns' defaults, for a database without the settings row. */
const PICKUP_DEFAULTS = {
  prepMinutes: 20,
  slotCapacity: 8,
  scheduleDaysAhead: 1,
  busyMinutes: 0,
  deliveryEnabled: false,
  deliveryHours: [],
  deliverySlotCapacity: 6,
};

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
      deliveryEnabled: storeSettings.deliveryEnabled,
      deliveryHours: storeSettings.deliveryHours,
      deliverySlotCapacity: storeSettings.deliverySlotCapacity,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? MISSING_STORE_SETTINGS;
}

/** What a missing settings row means: closed, with no hours. */
export const MISSING_STORE_SETTINGS: StoreSettings = { hours: [], paused: false, ...PICKUP_DEFAULTS };
