import { asapSlot, hasRoom, isoAtStore, pickupSlots } from '@burgers/domain/pickup-slots';
import { instantAtStore, storeClock } from '@burgers/domain/store-hours';
import type { PickupSlot, SlotFigure } from '@burgers/domain/types';
import { sellableAt, windowsForProduct, type WeekWindow } from '@burgers/domain/week-windows';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { Fulfillment, StoreSettings } from '#db/store-settings';
import * as repo from './repo';
import { readState } from './state';
import { productCategories, sellingWindowsForPricing } from '../promotions/service';

/* What the store, the cart and the owner's chart read of the slots; nothing here holds a place. */

type PickupContext = Pick<AppContext, 'db' | 'now' | 'storeSettings'>;

/**
 * The settings as the row has them now and the promise an order placed now would get (null:
 * closed, paused, or every slot full), read in one statement.
 */
export async function pickupNow(
  ctx: PickupContext,
  now: Date,
): Promise<{ settings: StoreSettings; asapAt: string | null }> {
  const { settings, load } = await readState(ctx.db, now, await ctx.storeSettings.read());
  const slot = asapSlot(settings, now, load);
  return { settings, asapAt: slot ? isoAtStore(slot.start) : null };
}

/** The answers' shapes are the domain's (schemas/store-response.ts). */
export type SlotView = PickupSlot;
export type { SlotFigure };

/** GET /api/store/slots: every slot from the earliest pickup to the last allowed day; none while paused. */
export async function slotsView(
  ctx: PickupContext,
  productIds: readonly number[] = [],
  fulfillment: Fulfillment = 'retiro',
): Promise<SlotView[]> {
  const now = ctx.now();
  const { settings, load } = await readState(ctx.db, now, await ctx.storeSettings.read(), fulfillment);
  if (settings.paused) return [];
  // A cart with a lunch-only product is offered only the slots inside its selling windows.
  const windows = productIds.length > 0 ? await cartWindows(ctx.db, productIds) : [];
  const onSale = (slot: { start: Date }) => windows.every((own) => sellableAt(own, slot.start));
  return pickupSlots(settings.hours, now, settings)
    .filter(onSale)
    .map((slot) => ({
      start: isoAtStore(slot.start),
      end: isoAtStore(slot.end),
      available: hasRoom(slot, load, settings.slotCapacity),
    }));
}

/** Each product's selling windows (an empty list: on sale whenever the store is open). */
async function cartWindows(db: Tx, productIds: readonly number[]): Promise<WeekWindow[][]> {
  const [windows, categories] = await Promise.all([sellingWindowsForPricing(db), productCategories(db, productIds)]);
  return productIds.map((id) => windowsForProduct(windows, id, categories.get(id) ?? null));
}

/** The owner's chart: today's slots (the store's calendar day), paid orders promised to each. */
export async function todaySlotFigures(ctx: PickupContext): Promise<SlotFigure[]> {
  const now = ctx.now();
  const settings = await repo.readSettings(ctx.db);
  const today = storeClock(now);
  const midnight = instantAtStore(today.year, today.month, today.date, 0);
  const slots = pickupSlots(settings.hours, midnight, { prepMinutes: 0, busyMinutes: 0, scheduleDaysAhead: 0 });
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const paid = await repo.paidPerSlot(ctx.db, first.start, last.end);
  return slots.map((slot) => ({
    start: isoAtStore(slot.start),
    orders: paid.get(slot.start.getTime()) ?? 0,
    capacity: settings.slotCapacity,
  }));
}
