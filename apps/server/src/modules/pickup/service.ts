import {
  asapSlot,
  decidePickup,
  HOLD_MINUTES,
  isoAtStore,
  pickupSlots,
  hasRoom,
  type SlotLoad,
} from '@burgers/domain/pickup-slots';
import { storeClock, instantAtStore } from '@burgers/domain/store-hours';
import type { PickupSlot, SlotFigure } from '@burgers/domain/types';
import { sellableAt, windowsForProduct, type WeekWindow } from '@burgers/domain/week-windows';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { MISSING_STORE_SETTINGS, slotRulesFor, type Fulfillment, type StoreSettings } from '#db/store-settings';
import { conflict } from '#lib/errors';
import * as repo from './repo';
import { productCategories, sellingWindowsForPricing } from '../promotions/service';

type PickupContext = Pick<AppContext, 'db' | 'now' | 'storeSettings'>;

const MINUTE_MS = 60_000;
/** Holds older than this are deleted; only the last HOLD_MINUTES count anyway. */
const HOLD_KEPT_MS = 24 * 60 * MINUTE_MS;

const holdsSince = (now: Date) => new Date(now.getTime() - HOLD_MINUTES * MINUTE_MS);

interface PickupState {
  settings: repo.StoreSettings;
  load: SlotLoad;
}

/** The settings and how full every slot offered now is, read in one statement. */
async function readState(
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

/**
 * Checkout's early answer (before pricing): closed, paused or a slot not offered, on the settings
 * kept in memory. Not binding (holdPickup decides on the row itself and counts the places), and
 * never a refusal the database would not give: a refusal is confirmed on the row first.
 */
export async function checkPickup(
  ctx: PickupContext,
  pickupAt: Date | null,
  fulfillment: Fulfillment = 'retiro',
): Promise<void> {
  const now = ctx.now();
  const early = decidePickup(slotRulesFor(await ctx.storeSettings.read(), fulfillment), now, NO_LOAD, pickupAt);
  if (early.ok) return;
  ctx.storeSettings.forget();
  const decision = decidePickup(slotRulesFor(await ctx.storeSettings.read(), fulfillment), now, NO_LOAD, pickupAt);
  if (!decision.ok) throw conflict(decision.message);
}

const NO_LOAD: SlotLoad = new Map();

/** Each product's selling windows (an empty list: on sale whenever the store is open). */
async function cartWindows(db: Tx, productIds: readonly number[]): Promise<WeekWindow[][]> {
  const [windows, categories] = await Promise.all([sellingWindowsForPricing(db), productCategories(db, productIds)]);
  return productIds.map((id) => windowsForProduct(windows, id, categories.get(id) ?? null));
}

/**
 * The time an order placed now would be promised, to price it (promotions and selling windows are
 * judged then): the chosen slot, or the first slot for as soon as possible on the settings kept in
 * memory; now when no slot is offered (checkout refuses such an order anyway).
 */
export async function expectedPromise(
  ctx: PickupContext,
  pickupAt: Date | null,
  fulfillment: Fulfillment = 'retiro',
): Promise<Date> {
  if (pickupAt !== null) return pickupAt;
  const now = ctx.now();
  const decision = decidePickup(slotRulesFor(await ctx.storeSettings.read(), fulfillment), now, NO_LOAD, null);
  return decision.ok ? decision.slot.start : now;
}

export interface HeldPickup {
  /** The chosen slot, or null for as soon as possible. */
  pickupAt: Date | null;
  promisedAt: Date;
}

/**
 * Chooses the slot and holds a place in it for the order about to be created, under the slots'
 * lock: checkouts racing on any number of instances each see the places the others took.
 *
 * Slots without a limit (capacity 0) have no places to race for, so their checkouts neither wait
 * for each other on the lock nor open a transaction: the counts are read and the hold written in
 * two statements. Only when the row, read with the counts, says a limit has just been set does the
 * checkout take the lock and read again. (A checkout decided while the limit was still none may
 * add one order to a slot that the new limit calls full.)
 */
/** Whose checkout it is, and how many unpaid holds an account and an address may keep. */
export interface HoldOwner {
  userId: number;
  ip: string;
  holdsPerAccount: number;
  holdsPerIp: number;
}

export async function holdPickup(
  ctx: PickupContext,
  pickupAt: Date | null,
  rules: PickupHoldRules = {},
): Promise<HeldPickup & { orderId: number; forced: boolean }> {
  const expected = await ctx.storeSettings.read();
  const now = ctx.now();
  const fulfillment = rules.fulfillment ?? 'retiro';
  if (slotRulesFor(expected, fulfillment).slotCapacity === 0) {
    const state = await readState(ctx.db, now, expected, fulfillment);
    if (state.settings.slotCapacity === 0) return holdIn(ctx.db, state, now, pickupAt, rules);
  }
  return ctx.db.transaction(async (tx) => {
    await repo.lockSlots(tx);
    return holdIn(tx, await readState(tx, now, expected, fulfillment), now, pickupAt, rules);
  });
}

/**
 * What staff taking an order may do that the web may not: take it while online orders are
 * paused, and (only when they tick `Forzar turno`) past a slot's capacity. Closed is closed.
 */
export interface StaffPickupRules {
  ignorePause?: boolean;
  forceFull?: boolean;
}

/** How a hold is taken: the staff's rules, and whose checkout it is (a customer's web checkout). */
export interface PickupHoldRules extends StaffPickupRules {
  owner?: HoldOwner;
  /** Delivery holds a place in its own slots (deliverySlotCapacity). */
  fulfillment?: Fulfillment;
}

/** Decides the slot on the counts read and writes the hold, which takes the new order's id. */
async function holdIn(
  db: Tx,
  { settings: stored, load }: PickupState,
  now: Date,
  pickupAt: Date | null,
  rules: PickupHoldRules,
): Promise<HeldPickup & { orderId: number; forced: boolean }> {
  const settings = rules.ignorePause ? { ...stored, paused: false } : stored;
  let decision = decidePickup(settings, now, load, pickupAt);
  let forced = false;
  if (!decision.ok && decision.reason === 'full' && rules.forceFull) {
    decision = decidePickup({ ...settings, slotCapacity: 0 }, now, load, pickupAt);
    forced = decision.ok;
  }
  if (!decision.ok) throw conflict(decision.message);
  const { owner } = rules;
  const orderId = await repo.holdForNewOrder(db, {
    slotAt: decision.slot.start,
    createdAt: now,
    pruneBefore: new Date(now.getTime() - HOLD_KEPT_MS),
    userId: owner?.userId ?? null,
    clientIp: owner?.ip ?? null,
    fulfillment: rules.fulfillment ?? 'retiro',
  });
  if (owner && settings.slotCapacity > 0) {
    // Under the slots' lock: one account or address never holds more than a few unpaid places.
    const { holdsPerAccount, holdsPerIp } = owner;
    const since = holdsSince(now);
    await repo.releaseExcessHolds(db, { column: 'user_id', value: owner.userId, keep: holdsPerAccount, since });
    await repo.releaseExcessHolds(db, { column: 'client_ip', value: owner.ip, keep: holdsPerIp, since });
  }
  return { orderId, forced, pickupAt: pickupAt === null ? null : decision.slot.start, promisedAt: decision.slot.start };
}

export async function releaseHold(ctx: PickupContext, orderId: number): Promise<void> {
  await repo.deleteHold(ctx.db, orderId);
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
