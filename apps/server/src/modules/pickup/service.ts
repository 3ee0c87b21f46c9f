import type { PickupSlot, SlotFigure } from '@burgers/domain/types';
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
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import * as repo from './repo';

type PickupContext = Pick<AppContext, 'db' | 'now'>;

const MINUTE_MS = 60_000;
/** Holds older than this are deleted; only the last HOLD_MINUTES count anyway. */
const HOLD_KEPT_MS = 24 * 60 * MINUTE_MS;

const holdsSince = (now: Date) => new Date(now.getTime() - HOLD_MINUTES * MINUTE_MS);

interface PickupState {
  settings: repo.StoreSettings;
  load: SlotLoad;
}

/** The settings and how full every slot offered now is, read in one go. */
async function readState(db: Tx, now: Date): Promise<PickupState> {
  const settings = await repo.readSettings(db);
  const slots = pickupSlots(settings.hours, now, settings);
  const first = slots[0];
  const last = slots.at(-1);
  const load =
    first && last ? await repo.slotLoad(db, first.start, last.end, holdsSince(now)) : new Map<number, number>();
  return { settings, load };
}

/** The promise an order placed now would get, or null (closed, paused, or every slot full). */
export async function asapAt(db: Tx, now: Date): Promise<string | null> {
  const { settings, load } = await readState(db, now);
  const slot = asapSlot(settings, now, load);
  return slot ? isoAtStore(slot.start) : null;
}

/** The answers' shapes are the domain's (schemas/store-response.ts). */
export type SlotView = PickupSlot;
export type { SlotFigure };

/** GET /api/store/slots: every slot from the earliest pickup to the last allowed day; none while paused. */
export async function slotsView(ctx: PickupContext): Promise<SlotView[]> {
  const now = ctx.now();
  const { settings, load } = await readState(ctx.db, now);
  if (settings.paused) return [];
  return pickupSlots(settings.hours, now, settings).map((slot) => ({
    start: isoAtStore(slot.start),
    end: isoAtStore(slot.end),
    available: hasRoom(slot, load, settings.slotCapacity),
  }));
}

/** Checkout's early answer (before pricing): closed, paused or a slot not offered. Not binding. */
export async function checkPickup(ctx: PickupContext, pickupAt: Date | null): Promise<void> {
  const now = ctx.now();
  const { settings, load } = await readState(ctx.db, now);
  const decision = decidePickup(settings, now, load, pickupAt);
  if (!decision.ok) throw conflict(decision.message);
}

export interface HeldPickup {
  /** The chosen slot, or null for as soon as possible. */
  pickupAt: Date | null;
  promisedAt: Date;
}

/**
 * Chooses the slot and holds a place in it for the order about to be created, under the slots'
 * lock: checkouts racing on any number of instances each see the places the others took.
 */
export async function holdPickup(ctx: PickupContext, orderId: number, pickupAt: Date | null): Promise<HeldPickup> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockSlots(tx);
    const now = ctx.now();
    const { settings, load } = await readState(tx, now);
    const decision = decidePickup(settings, now, load, pickupAt);
    if (!decision.ok) throw conflict(decision.message);
    await repo.pruneHolds(tx, new Date(now.getTime() - HOLD_KEPT_MS));
    await repo.insertHold(tx, { orderId, slotAt: decision.slot.start, createdAt: now });
    return { pickupAt: pickupAt === null ? null : decision.slot.start, promisedAt: decision.slot.start };
  });
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
